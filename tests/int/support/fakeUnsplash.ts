/**
 * A fake of the parts of the Unsplash API the image picker uses (GET /photos, GET /search/photos,
 * GET /photos/:id/download), checking the `Client-ID` access key like Unsplash does.
 */
import http from 'node:http'

export type FakeUnsplash = {
  url: string
  key: string
  /** Request paths with their query, in arrival order. */
  requests: string[]
  close: () => Promise<void>
}

const photo = (id: string, n: number) => ({
  id,
  width: 4000 + n,
  height: 3000,
  alt_description: `photo ${n}`,
  description: null,
  urls: {
    raw: `https://images.example/${id}?raw`,
    small: `https://images.example/${id}?w=400`,
    regular: `https://images.example/${id}?w=1080`,
    thumb: `https://images.example/${id}?w=200`,
  },
  links: {
    html: `https://unsplash.example/photos/${id}`,
    download_location: `https://api.unsplash.example/photos/${id}/download`,
  },
  user: {
    name: `Photographer ${n}`,
    username: `user${n}`,
    profile_image: { small: `https://images.example/u${n}?s=32` },
    links: { html: `https://unsplash.example/@user${n}` },
  },
  likes: 10,
})

export const startFakeUnsplash = async ({
  key = 'fake-unsplash-key',
} = {}): Promise<FakeUnsplash> => {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    requests.push(`${url.pathname}${url.search}`)
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Client-ID ${key}`)
      return send(401, { errors: ['OAuth error: The access token is invalid'] })
    const perPage = Number(url.searchParams.get('per_page') ?? 10)
    if (url.pathname === '/photos')
      return send(
        200,
        Array.from({ length: perPage }, (_, i) => photo(`feat${i}`, i)),
      )
    if (url.pathname === '/search/photos') {
      const query = url.searchParams.get('query') ?? ''
      const results = Array.from({ length: Math.min(perPage, 3) }, (_, i) => ({
        ...photo(`${query.replace(/\W/g, '')}${i}`, i),
        alt_description: `${query} ${i}`,
      }))
      return send(200, { total: 3, total_pages: 1, results })
    }
    const download = /^\/photos\/([^/]+)\/download$/.exec(url.pathname)
    if (download && download[1] !== 'missing')
      return send(200, { url: `https://images.example/${download[1]}?dl=1` })
    send(404, { errors: ['Couldn\u2019t find Photo'] })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  return {
    url: `http://127.0.0.1:${port}`,
    key,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
