/**
 * A fake of the parts of the Unsplash API the image picker uses (GET /photos, GET /search/photos,
 * GET /photos/:id/download), checking the `Client-ID` access key like Unsplash does. A search for a
 * query containing "error" fails with Unsplash's 500; reporting the download of a photo whose id starts
 * with "missing" answers 404. With `serveImages`, the photos' URLs point at the fake itself, which
 * draws each one (a colour of its own) like Unsplash's image CDN, so a browser shows real pictures.
 */
import crypto from 'node:crypto'
import http from 'node:http'

import sharp from 'sharp'

export type FakeUnsplash = {
  url: string
  key: string
  /** Request paths with their query, in arrival order. */
  requests: string[]
  close: () => Promise<void>
}

const photo = (id: string, n: number, images = 'https://images.example') => ({
  id,
  width: 4000 + n,
  height: 3000,
  alt_description: `photo ${n}`,
  description: null,
  urls: {
    raw: `${images}/${id}?raw`,
    small: `${images}/${id}?w=400`,
    regular: `${images}/${id}?w=1080`,
    thumb: `${images}/${id}?w=200`,
  },
  links: {
    html: `https://unsplash.example/photos/${id}`,
    download_location: `https://api.unsplash.example/photos/${id}/download`,
  },
  user: {
    name: `Photographer ${n}`,
    username: `user${n}`,
    profile_image: { small: `${images}/profile-${n}?s=32` },
    links: { html: `https://unsplash.example/@user${n}` },
  },
  likes: 10,
})

/** A picture for an image URL: 4:3 (a profile picture square), its colour from the id. */
const drawImage = async (name: string, width: number) => {
  const [r, g, b] = crypto.createHash('sha1').update(name).digest()
  const height = name.startsWith('profile-') ? width : Math.round((width * 3) / 4)
  const light = { r: Math.min(255, r + 90), g: Math.min(255, g + 90), b: Math.min(255, b + 90) }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="rgb(${light.r},${light.g},${light.b})"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.15}" fill="rgba(255,255,255,0.55)"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer()
}

type Options = {
  key?: string
  /** How many results a search has (at most `per_page` are sent); 3 unless told. */
  searchResults?: number
  /** Serve the photos' images from the fake itself (GET /images/{id}?w=). */
  serveImages?: boolean
}

export const startFakeUnsplash = async ({
  key = 'fake-unsplash-key',
  searchResults = 3,
  serveImages = false,
}: Options = {}): Promise<FakeUnsplash> => {
  const requests: string[] = []
  const drawn = new Map<string, Promise<Buffer>>()
  let images: string | undefined
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    const image = /^\/images\/([\w-]+)$/.exec(url.pathname)
    if (serveImages && image) {
      const width = Math.min(
        1600,
        Number(url.searchParams.get('w') ?? url.searchParams.get('s')) || 1080,
      )
      const name = `${image[1]}@${width}`
      if (!drawn.has(name)) drawn.set(name, drawImage(image[1], width))
      void drawn.get(name)!.then((body) => {
        res.writeHead(200, { 'cache-control': 'max-age=3600', 'content-type': 'image/jpeg' })
        res.end(body)
      })
      return
    }
    requests.push(`${url.pathname}${url.search}`)
    if (req.headers.authorization !== `Client-ID ${key}`)
      return send(401, { errors: ['OAuth error: The access token is invalid'] })
    const perPage = Number(url.searchParams.get('per_page') ?? 10)
    if (url.pathname === '/photos')
      return send(
        200,
        Array.from({ length: perPage }, (_, i) => photo(`feat${i}`, i, images)),
      )
    if (url.pathname === '/search/photos') {
      const query = url.searchParams.get('query') ?? ''
      if (query.includes('error')) return send(500, { errors: ['Internal server error'] })
      const results = Array.from({ length: Math.min(perPage, searchResults) }, (_, i) => ({
        ...photo(`${query.replace(/\W/g, '')}${i}`, i, images),
        alt_description: `${query} ${i}`,
      }))
      return send(200, {
        total: searchResults,
        total_pages: Math.ceil(searchResults / perPage),
        results,
      })
    }
    const download = /^\/photos\/([^/]+)\/download$/.exec(url.pathname)
    if (download && !download[1].startsWith('missing'))
      return send(200, { url: `https://images.example/${download[1]}?dl=1` })
    send(404, { errors: ['Couldn\u2019t find Photo'] })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  if (serveImages) images = `http://127.0.0.1:${port}/images`
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
