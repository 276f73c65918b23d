import http from 'node:http'

export type Reply = {
  status: number
  headers: http.IncomingHttpHeaders
  text: string
  json: any
}

type Options = {
  method?: string
  headers?: Record<string, string>
  body?: unknown
  /** A raw body sent as is (for malformed JSON, wrong content types, multipart forms). */
  rawBody?: string | Buffer
}

/** A real HTTP request (node:http, so the Host header can be set like a browser on another domain). */
export const request = (baseUrl: string, path: string, options: Options = {}): Promise<Reply> => {
  const url = new URL(path, baseUrl)
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body))
  const headers: Record<string, string> = {
    ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    ...options.headers,
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
  return new Promise((resolve, reject) => {
    const req = http.request(url, { headers, method: options.method ?? 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: unknown
        try {
          json = JSON.parse(text)
        } catch {
          json = undefined
        }
        resolve({ headers: res.headers, json, status: res.statusCode ?? 0, text })
      })
    })
    req.on('error', reject)
    if (body !== undefined) req.write(body)
    req.end()
  })
}

export const sessionCookie = (reply: Reply): string | undefined =>
  ([] as string[])
    .concat(reply.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('sg_session='))
