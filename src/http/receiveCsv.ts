import fs from 'node:fs'
import { Transform } from 'node:stream'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'
import type { Request } from 'express'

import { HttpError } from './HttpError'

const QUOTE = 0x22
const LF = 0x0a
const CR = 0x0d

/**
 * Counts the rows of a CSV as it streams past, without parsing it: line breaks outside quotes that
 * end a non-empty line (a doubled quote inside a quoted value toggles twice, so RFC 4180 escapes
 * count right). The import's progress runs against this total.
 */
const rowCounter = () => {
  let quoted = false
  let content = false
  let lines = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let i = 0; i < chunk.length; i++) {
        const byte = chunk[i]
        if (byte === QUOTE) {
          quoted = !quoted
          content = true
        } else if (byte === LF && !quoted) {
          if (content) lines += 1
          content = false
        } else if (byte !== CR) content = true
      }
      done(null, chunk)
    },
  })
  return { stream, rows: () => Math.max(0, lines + (content ? 1 : 0) - 1) }
}

const tooLarge = (maxBytes: number) =>
  new HttpError(
    400,
    `The CSV file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB limit (IMPORT_MAX_BYTES)`,
  )

/** Refuses the body as soon as it passes `maxBytes`. */
const byteLimit = (maxBytes: number) => {
  let bytes = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length
      done(bytes > maxBytes ? tooLarge(maxBytes) : null, chunk)
    },
  })
}

const save = async (source: Readable, file: string, maxBytes: number) => {
  const counter = rowCounter()
  await pipeline(
    source,
    byteLimit(maxBytes),
    counter.stream,
    fs.createWriteStream(file, { mode: 0o600 }),
  )
  return { rows: counter.rows() }
}

const CSV_TYPES = ['text/csv', 'application/csv', 'application/vnd.ms-excel']

/** The first file of a multipart/form-data upload (the admin sends it as the field `file`). */
const saveMultipart = (req: Request, file: string, maxBytes: number) =>
  new Promise<{ rows: number }>((resolve, reject) => {
    let form: busboy.Busboy
    try {
      form = busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 20 } })
    } catch {
      return reject(new HttpError(400, 'Unreadable multipart/form-data body'))
    }
    let saving: Promise<{ rows: number }> | undefined
    form.on('file', (_name, stream) => {
      stream.on('limit', () => stream.destroy(tooLarge(maxBytes)))
      saving ??= save(stream, file, maxBytes)
      saving.catch(() => req.unpipe(form))
    })
    form.on('error', () => reject(new HttpError(400, 'Unreadable multipart/form-data body')))
    form.on('close', () => {
      if (!saving) reject(new HttpError(400, 'Attach the CSV file to the form (the field "file")'))
      else saving.then(resolve, reject)
    })
    req.pipe(form)
  })

/**
 * Receives an uploaded CSV into `file`, streamed to disk (never held in memory), from a `text/csv`
 * body or a multipart/form-data upload, and answers its number of rows. Anything else is 415; a
 * body over `maxBytes` is 400 and nothing is kept.
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
  if (Number(req.headers['content-length'] || 0) > maxBytes) {
    req.resume()
    throw tooLarge(maxBytes)
  }
  try {
    if (req.is('multipart/form-data')) return await saveMultipart(req, file, maxBytes)
    if (req.is(CSV_TYPES)) return await save(req, file, maxBytes)
  } catch (error) {
    await fs.promises.rm(file, { force: true })
    if (error instanceof HttpError) throw error
    throw new HttpError(400, `The upload could not be read: ${(error as Error).message}`)
  }
  req.resume()
  throw new HttpError(
    415,
    'Send the CSV file as the body with Content-Type: text/csv, or as a multipart/form-data upload (field "file")',
  )
}
