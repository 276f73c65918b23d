import net from 'node:net'

export type RawReply = {
  /** 0 when no status line came back. */
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * One request written byte for byte on a socket (a path node:http would refuse to send, a NUL in
 * a header, an upgrade), and the answer as far as it comes before the server closes the socket or
 * `ms` pass; rejects when nothing at all arrived by then.
 */
export const rawRequest = (baseUrl: string, head: string, ms = 5_000): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl)
    const socket = net.connect(Number(port), hostname, () => socket.write(head))
    const chunks: Buffer[] = []
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      const text = Buffer.concat(chunks).toString('latin1')
      if (!text) return reject(new Error(`no answer in ${ms} ms`))
      const [top, ...rest] = text.split('\r\n\r\n')
      const [statusLine, ...lines] = top.split('\r\n')
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      )
      resolve({
        body: rest.join('\r\n\r\n'),
        headers,
        status: Number(statusLine.split(' ')[1]) || 0,
      })
    }
    const timer = setTimeout(done, ms)
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
      // A complete answer with a length: no need to wait for the socket to close.
      const text = Buffer.concat(chunks).toString('latin1')
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1]
      const end = text.indexOf('\r\n\r\n')
      if (length !== undefined && end !== -1 && text.length - end - 4 >= Number(length)) done()
    })
    socket.on('end', done)
    socket.on('error', done)
  })

/** A GET of `target` as sent, with these headers (Host first), closing the connection after. */
export const rawGet = (
  baseUrl: string,
  target: string,
  headers: Record<string, string> = {},
  ms?: number,
): Promise<RawReply> =>
  rawRequest(
    baseUrl,
    `GET ${target} HTTP/1.1\r\n${Object.entries({
      host: 'localhost',
      connection: 'close',
      ...headers,
    })
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}\r\n`,
    ms,
  )
