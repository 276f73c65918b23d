import { once } from 'node:events'
import fs from 'node:fs'
import { Transform } from 'node:stream'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'
import type { Request } from 'express'

import { BODY_LIMIT_BYTES } from './bodyLimits'
import { csvRowCounter } from './csvRowCounter'
import { HttpError } from './HttpError'

const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    `The CSV file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit (IMPORT_MAX_BYTES)`,
  )
const cutOff = () => new HttpError(400, 'The upload ended before the whole file arrived')
const unreadableForm = () => new HttpError(400, 'Unreadable multipart/form-data body')

/** Passes bytes on until they pass `limit`, then fails with the 413 of a file over `maxBytes`. */
const byteLimit = (limit: number, maxBytes: number) => {
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(bytes > limit ? tooLarge(maxBytes) : null, chunk)
    },
  })
}

/**
 * The request's body as a stream of its own, limited to `limit` bytes, that fails when the client goes
 * away before the end (piped alone, an aborted body would be waited for forever). The request itself
 * is never destroyed, so an error can still be answered; `release` stops reading from it and
 * discards what still arrives until the answer closes the connection (closeAfterUpload.ts).
 */
const bodyOf = (req: Request, limit: number, maxBytes: number) => {
  const body = byteLimit(limit, maxBytes)
  const onEnd = () => {
    if (!req.complete) body.destroy(cutOff())
  }
  req.on('close', onEnd)
  req.on('error', onEnd)
  req.pipe(body)
  const release = () => {
    req.off('close', onEnd)
    req.off('error', onEnd)
    req.unpipe(body)
    if (!req.complete) req.resume()
  }
  return { body, release }
}

/** Streams `source` into `file`, counting its rows; on any failure the file is gone before it throws. */
const save = async (source: Readable, file: string, maxBytes: number) => {
  const counter = csvRowCounter()
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 })
  try {
    await pipeline(source, byteLimit(maxBytes, maxBytes), counter.stream, out)
  } catch (error) {
    // The file is removed once the stream has let go of it (it may still be opening it).
    if (!out.closed) await once(out, 'close').catch(() => undefined)
    await fs.promises.rm(file, { force: true })
    throw error
  }
  return { rows: counter.rows() }
}

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel']

/** The first file of a multipart/form-data body (the admin sends it as the field `file`). */
const saveMultipart = (req: Request, body: Readable, file: string, maxBytes: number) =>
  new Promise<{ rows: number }>((resolve, reject) => {
    let form: busboy.Busboy
    try {
      // One byte over the limit, so that busboy's 'limit' means "larger than maxBytes".
      form = busboy({
        headers: req.headers,
        limits: { fileSize: maxBytes + 1, files: 1, fields: 20 },
      })
    } catch {
      return reject(unreadableForm())
    }
    let saving: Promise<{ rows: number }> | undefined
    let settled = false
    // The answer waits for the file's save to end, so the file is removed before anyone is told.
    const fail = (error: unknown) => {
      if (settled) return
      settled = true
      body.unpipe(form)
      form.destroy()
      const done = () => reject(error)
      if (saving) saving.then(done, done)
      else done()
    }
    form.on('file', (_name, stream) => {
      stream.on('limit', () => stream.destroy(tooLarge(maxBytes)))
      saving = save(stream, file, maxBytes)
      saving.catch(fail)
    })
    form.on('error', () => fail(unreadableForm()))
    form.on('close', () => {
      if (!saving)
        return fail(new HttpError(400, 'Attach the CSV file to the form (the field "file")'))
      saving.then((result) => {
        if (!settled) resolve(result)
        settled = true
      }, fail)
    })
    body.on('error', fail)
    body.pipe(form)
  })

/**
 * Receives an uploaded CSV into `file`, streamed to disk (never held in memory), from a `text/csv`
 * body or a multipart/form-data upload, and answers its number of rows. Anything else is 415. A body
 * over `maxBytes` is 413, before a byte is read when its Content-Length says so, else as soon as it
 * passes the limit. Whatever goes wrong (too large, cut off, unreadable), no file is left behind.
 */
export const receiveCsv = async ({
  file,
  maxBytes,
  req,
}: {
  file: string
  maxBytes: number
  req: Request
}) => {
  const multipart = Boolean(req.is('multipart/form-data'))
  if (!multipart && !req.is(CSV_TYPES))
    throw new HttpError(
      415,
      'Send the CSV file as the body with Content-Type: text/csv, or as a multipart/form-data upload (field "file")',
    )
  // A form carries a little more than its file: its boundaries and other fields.
  const limit = multipart ? maxBytes + BODY_LIMIT_BYTES : maxBytes
  if (Number(req.headers['content-length'] || 0) > limit) throw tooLarge(maxBytes)
  const { body, release } = bodyOf(req, limit, maxBytes)
  try {
    return multipart
      ? await saveMultipart(req, body, file, maxBytes)
      : await save(body, file, maxBytes)
  } catch (error) {
    // A form whose file was saved can still fail after it (a malformed end).
    await fs.promises.rm(file, { force: true })
    if (error instanceof HttpError) throw error
    throw new HttpError(400, `The upload could not be read: ${(error as Error).message}`)
  } finally {
    release()
  }
}
