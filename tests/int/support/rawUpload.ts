import net from 'node:net'

type Args = {
  baseUrl: string
  path: string
  headers: Record<string, string>
  /** Sent first, once (a form's opening part). */
  head?: Buffer
  /** Sent again and again after `head`, as fast as the server takes it. */
  chunk: Buffer
  /** Stops sending after this many bytes (the body is then left unfinished). */
  maxBytes: number
  /** Once `maxBytes` are sent, waits for this, then cuts the connection, as a client that gives up. */
  abortWhen?: () => Promise<unknown>
}

export type RawReply = {
  status: number
  json: any
  headers: Record<string, string>
  /** Body bytes written before the answer came (or before the abort). */
  sent: number
  /** Milliseconds from the start until the answer's status line arrived (-1: none). */
  answeredAfterMs: number
}

const parse = (text: string) => {
  const [head, ...rest] = text.split('\r\n\r\n')
  const [statusLine, ...lines] = head.split('\r\n')
  const headers = Object.fromEntries(
    lines.map((l) => [
      l.slice(0, l.indexOf(':')).toLowerCase(),
      l.slice(l.indexOf(':') + 1).trim(),
    ]),
  )
  let body = rest.join('\r\n\r\n')
  // A chunked answer: its first chunk is the whole JSON message here.
  if (headers['transfer-encoding'] === 'chunked') body = body.split('\r\n')[1] ?? ''
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    json = undefined
  }
  return { headers, json, status: Number(statusLine.split(' ')[1] ?? 0) }
}

/**
 * A client on a bare socket that streams a request body with `Transfer-Encoding: chunked` (no
 * Content-Length, so the server learns its size only by reading it) and listens for the answer while
 * it sends: it stops sending as soon as the answer begins, and reads it to the end of the connection
 * (or, with `abortWhen`, answers with status 0 once it has cut the connection).
 */
export const sendChunked = ({
  abortWhen,
  baseUrl,
  chunk,
  head,
  headers,
  maxBytes,
  path,
}: Args): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const url = new URL(baseUrl)
    const socket = net.connect(Number(url.port), url.hostname)
    const started = Date.now()
    let received = ''
    let sent = 0
    let answeredAfterMs = -1
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      socket.destroy()
      if (!received)
        return resolve({ answeredAfterMs, headers: {}, json: undefined, sent, status: 0 })
      resolve({ ...parse(received), answeredAfterMs, sent })
    }
    const frame = (data: Buffer) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')])
    socket.on('connect', () => {
      const lines = Object.entries({ ...headers, 'transfer-encoding': 'chunked' })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n')
      socket.write(`POST ${path} HTTP/1.1\r\nhost: ${url.host}\r\n${lines}\r\n\r\n`)
      if (head) {
        socket.write(frame(head))
        sent += head.length
      }
      const pump = () => {
        while (!finished && answeredAfterMs < 0 && sent < maxBytes) {
          const piece = chunk.subarray(0, Math.min(chunk.length, maxBytes - sent))
          sent += piece.length
          if (!socket.write(frame(piece))) return void socket.once('drain', pump)
        }
        if (abortWhen && sent >= maxBytes) void abortWhen().then(finish, reject)
      }
      pump()
    })
    socket.on('data', (data: Buffer) => {
      if (answeredAfterMs < 0) answeredAfterMs = Date.now() - started
      received += data.toString('utf8')
    })
    socket.on('end', finish)
    socket.on('close', finish)
    socket.on('error', (error) => (received || abortWhen ? finish() : reject(error)))
  })
