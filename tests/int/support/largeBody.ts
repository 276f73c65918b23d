import http from 'node:http'

type Args = {
  method?: string
  headers?: Record<string, string>
  /** The whole body's size in bytes: `{"name":"xxx…"}` (or `open` + `xxx…"}`), valid JSON of that length. */
  bytes: number
  /** How the JSON starts, up to the opening quote of the padded string. */
  open?: string
  /** Send Transfer-Encoding: chunked (no Content-Length), as a streaming client does. */
  chunked?: boolean
  /** Send only the headers (Content-Length announces `bytes`) and wait for the answer. */
  headersOnly?: boolean
}

export type LargeBodyReply = {
  status: number
  json: any
  headers: http.IncomingHttpHeaders
  written: number
}

const CHUNK = Buffer.alloc(64 * 1024, 'x')

/**
 * Sends a large JSON body the way a client streams it (with backpressure, one reused 64 KB chunk, so
 * the sender holds no copy) and stops sending as soon as the server answers. `written` is how much of
 * the body the server let through before answering.
 */
export const sendLargeBody = (
  baseUrl: string,
  path: string,
  {
    bytes,
    chunked = false,
    headers = {},
    headersOnly = false,
    method = 'POST',
    open = '{"name":"',
  }: Args,
): Promise<LargeBodyReply> =>
  new Promise((resolve, reject) => {
    const head = Buffer.from(open)
    const tail = Buffer.from('"}')
    const req = http.request(new URL(path, baseUrl), {
      headers: {
        'content-type': 'application/json',
        ...(chunked ? {} : { 'content-length': String(bytes) }),
        ...headers,
      },
      method,
    })
    let written = 0
    let answered = false
    req.on('response', (res) => {
      answered = true
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        let json: unknown
        try {
          json = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          json = undefined
        }
        resolve({ headers: res.headers, json, status: res.statusCode ?? 0, written })
        req.destroy()
      })
    })
    // The server closes the connection on a refused body: writing into it then fails, as it should.
    req.on('error', (error) => (answered ? undefined : reject(error)))
    if (headersOnly) return void req.flushHeaders()

    const write = (chunk: Buffer) =>
      new Promise<boolean>((done) => {
        if (answered || req.destroyed) return done(false)
        written += chunk.length
        if (req.write(chunk)) return done(true)
        const onDrain = () => (req.off('close', onClose), done(true))
        const onClose = () => (req.off('drain', onDrain), done(false))
        req.once('drain', onDrain)
        req.once('close', onClose)
      })
    void (async () => {
      if (!(await write(head))) return
      let left = bytes - head.length - tail.length
      while (left > 0) {
        const chunk = left >= CHUNK.length ? CHUNK : CHUNK.subarray(0, left)
        if (!(await write(chunk))) return
        left -= chunk.length
      }
      if (await write(tail)) req.end()
    })()
  })
