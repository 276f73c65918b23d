import type { RequestHandler } from 'express'

/**
 * An upload's answer closes the connection. Most refusals come before its body has been read (a
 * session or dataset missing, a Content-Length over the limit, the limit passed halfway): keeping
 * the connection would mean reading the rest of a body nobody wants, up to the file's whole size.
 * The client is told it may stop sending, and gets its answer (a 413 at once, not after its upload).
 */
export const closeAfterUpload: RequestHandler = (_req, res, next) => {
  res.setHeader('connection', 'close')
  next()
}
