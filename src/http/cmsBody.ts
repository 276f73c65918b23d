import type http from 'node:http'

import type { RequestHandler, Response as ExpressResponse } from 'express'
import type { Collection, FlattenedField, Payload } from 'payload'

import {
  BODY_LIMIT_BYTES,
  BODY_TOO_LARGE,
  MAX_JSON_DEPTH,
  UPLOAD_FILE_LIMIT_BYTES,
  UPLOAD_REQUEST_LIMIT_BYTES,
  UPLOAD_TOO_LARGE,
} from './bodyLimits'
import { cmsQueryProblem } from './cmsQuery'
import { hasUnsafeText, unsafeTextIn, unsafeTextMessage } from '../utilities/unsafeText'
import { documentProblem } from './documentProblem'
import { graphqlProblem } from './graphqlProblem'
import { jsonDepth } from './jsonDepth'
import { readLimitedBody } from './readLimitedBody'
import { replayRequest } from './replayRequest'

/**
 * `/api/cms` bodies, read and checked in express before Next: at most 1 MB (multipart to an upload
 * collection: the upload limit), refused as soon as Content-Length or the bytes read pass it, so a
 * 60 MB body is never held; then JSON that is well-formed, at most 100 levels deep and an object,
 * multipart that parses within Payload's limits, the admin's form-encoded list queries, and nothing
 * else. Next gets the checked body replayed (`res.locals.nextRequest`). Payload itself would answer
 * several of these with a 500.
 */

const GRAPHQL = '/api/cms/graphql'
const CONTENT_TYPES =
  'Send the request body as JSON (Content-Type: application/json), or as multipart/form-data'
// Payload's own multipart limits (payload/dist/uploads/fetchAPI-multipart): more fields or files fail with a 500.
const MAX_FIELDS = 20
const MAX_FILES = 3

type Kind = 'form' | 'json' | 'multipart'

const refuse = (res: ExpressResponse, status: number, message: string) => {
  // The rest of a refused body is not read: close the connection instead of draining it.
  if (!res.req.complete) res.setHeader('connection', 'close')
  res.status(status).json({ message })
}

/** The body's kind by Content-Type, as Payload tells them apart; undefined for anything it would misread. */
const kindOf = (req: http.IncomingMessage, graphql: boolean): Kind | undefined => {
  const header = req.headers['content-type'] ?? ''
  if (header.split(';', 1)[0] === 'application/json') return 'json'
  if (graphql) return undefined
  if (/^multipart\/form-data;.*\bboundary=/i.test(header)) return 'multipart'
  const override =
    req.headers['x-payload-http-method-override'] ?? req.headers['x-http-method-override']
  if (header === 'application/x-www-form-urlencoded' && req.method === 'POST' && override === 'GET')
    return 'form'
  return undefined
}

/** The collection or global a REST path names (`/api/cms/<slug>/...`, `/api/cms/globals/<slug>`), if any. */
const collectionOf = (payload: Payload, pathname: string) => {
  const [, , , slug, globalSlug] = pathname.split('/')
  if (slug === 'globals') return payload.config.globals.find((g) => g.slug === globalSlug)
  return (payload.collections as Record<string, Collection | undefined>)[slug]?.config
}

/**
 * Well-formed, not too deep, an object (Payload reads a document, its changes or a GraphQL request
 * from it), no NUL or lone surrogate in any string (see src/utilities/unsafeText.ts), for GraphQL a
 * query Payload can validate (see graphqlProblem), and for a collection's document, values its
 * fields can hold (see documentProblem).
 */
const jsonProblem = (
  text: string,
  where: string,
  fields: FlattenedField[],
  graphql = false,
): string | undefined => {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    return `JSON in ${where} is nested deeper than ${MAX_JSON_DEPTH} levels`
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return `Malformed JSON in ${where}`
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${where[0].toUpperCase()}${where.slice(1)} must be a JSON object`
  const unsafe = unsafeTextIn(value)
  if (unsafe !== undefined) return unsafeTextMessage(unsafe)
  if (graphql) return graphqlProblem((value as { query?: unknown }).query)
  return documentProblem(fields, value as Record<string, unknown>)
}

/** Multipart parsed as the Fetch API parses it; undefined when it does not parse. */
const multipartProblem = async (
  req: http.IncomingMessage,
  body: Buffer,
  fields: FlattenedField[],
): Promise<{ status: number; message: string } | undefined> => {
  let form: FormData
  try {
    form = await new Response(
      new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length),
      { headers: { 'content-type': req.headers['content-type'] ?? '' } },
    ).formData()
  } catch {
    return { status: 400, message: 'Malformed multipart/form-data body' }
  }
  const entries = [...form.entries()]
  const files = entries.filter(([, v]) => typeof v !== 'string') as [string, File][]
  if (entries.length - files.length > MAX_FIELDS || files.length > MAX_FILES) {
    return {
      status: 400,
      message: `A form may carry at most ${MAX_FIELDS} fields and ${MAX_FILES} files`,
    }
  }
  if (files.some(([, file]) => file.size > UPLOAD_FILE_LIMIT_BYTES))
    return { status: 413, message: UPLOAD_TOO_LARGE }
  for (const [name, value] of entries) {
    const where = hasUnsafeText(name)
      ? 'A form field name'
      : typeof value === 'string'
        ? hasUnsafeText(value) && `The form field ${name}`
        : hasUnsafeText(value.name) && `The file name (form field ${name})`
    if (where) return { status: 400, message: unsafeTextMessage(where) }
  }
  const data = form.get('_payload')
  const problem =
    typeof data === 'string' ? jsonProblem(data, 'the _payload field', fields) : undefined
  return problem ? { status: 400, message: problem } : undefined
}

export const checkCmsBody =
  (payload: Payload): RequestHandler =>
  async (req, res, next) => {
    const length = req.headers['content-length']
    const hasBody = Number(length || 0) > 0 || req.headers['transfer-encoding'] !== undefined
    if (!hasBody) return next()
    const pathname = new URL(req.originalUrl, 'http://app.invalid').pathname
    const kind = kindOf(req, pathname === GRAPHQL)
    if (!kind)
      return refuse(
        res,
        415,
        pathname === GRAPHQL
          ? 'Send GraphQL requests as JSON (Content-Type: application/json)'
          : CONTENT_TYPES,
      )

    const collection = pathname === GRAPHQL ? undefined : collectionOf(payload, pathname)
    const fields = collection?.flattenedFields ?? []
    const upload =
      kind === 'multipart' && Boolean(collection && 'upload' in collection && collection.upload)
    // An upload too large is a 413; a JSON body too large stays the 400 both doors always answered.
    const [limit, tooLarge, status] = upload
      ? [UPLOAD_REQUEST_LIMIT_BYTES, UPLOAD_TOO_LARGE, 413]
      : [BODY_LIMIT_BYTES, BODY_TOO_LARGE, 400]
    if (Number(length) > limit) return refuse(res, status, tooLarge)
    let body: Awaited<ReturnType<typeof readLimitedBody>>
    try {
      body = await readLimitedBody(req, limit)
    } catch (error) {
      return next(error)
    }
    if (body === 'gone') return
    if (body === 'too-large') return refuse(res, status, tooLarge)

    if (kind === 'json') {
      const problem = body.length
        ? jsonProblem(body.toString('utf8'), 'the request body', fields, pathname === GRAPHQL)
        : undefined
      if (problem) return refuse(res, 400, problem)
    } else if (kind === 'multipart') {
      const problem = await multipartProblem(req, body, fields)
      if (problem) return refuse(res, problem.status, problem.message)
    } else {
      const problem = cmsQueryProblem(payload, pathname, body.toString('utf8'))
      if (problem) return refuse(res, problem.status, problem.message)
    }
    res.locals.nextRequest = replayRequest(req, body)
    next()
  }
