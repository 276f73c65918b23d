import http from 'node:http'

/**
 * A request like `req` whose body is `body`, already read: for Next after express has read and
 * checked the body (a node request's stream can be read only once). Content-Length is set to the
 * body's length in place of the chunked encoding it may have come with.
 */
export const replayRequest = (req: http.IncomingMessage, body: Buffer): http.IncomingMessage => {
  const replay = new http.IncomingMessage(req.socket)
  replay.method = req.method
  replay.url = req.url
  replay.httpVersion = req.httpVersion
  replay.httpVersionMajor = req.httpVersionMajor
  replay.httpVersionMinor = req.httpVersionMinor
  const headers = { ...req.headers, 'content-length': String(body.length) }
  delete headers['transfer-encoding']
  replay.headers = headers
  replay.rawHeaders = Object.entries(headers).flatMap(([name, value]) =>
    ([] as string[]).concat(value ?? []).flatMap((one) => [name, one]),
  )
  replay.push(body)
  replay.push(null)
  replay.complete = true
  return replay
}
