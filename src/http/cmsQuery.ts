import type { RequestHandler } from 'express'
import type { Collection, Payload } from 'payload'

import { unsafeTextIn, unsafeTextMessage } from '../utilities/unsafeText'
import { bracketParams } from './bracketParams'
import { cmsPathProblem } from './cmsPathProblem'
import { MAX_JSON_DEPTH } from './bodyLimits'
import { jsonDepth } from './jsonDepth'
import { queryProblem } from '../utilities/urlProblem'
import { whereProblem } from './whereProblem'

const API = '/api/cms/'
const NUMBERS = ['depth', 'limit', 'page']
const WHOLE_NUMBER = /^-?\d{1,9}$/

type Problem = { status: number; message: string }

/** A JSON parameter (`?where={...}`, `?data={...}`), parsed as Payload would, or why it cannot be. */
const jsonParam = (name: string, text: string): { value?: unknown; problem?: string } => {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    return { problem: `${name} is nested deeper than ${MAX_JSON_DEPTH} levels` }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { problem: `${name} is not valid JSON` }
  }
  // `\u0000` in the JSON text is a NUL once parsed.
  const unsafe = unsafeTextIn(value, name)
  return unsafe === undefined ? { value } : { problem: unsafeTextMessage(unsafe) }
}

/** What Payload's REST would fail on with a 500 in this query string (see whereProblem), if anything. */
export const cmsQueryProblem = (
  payload: Payload,
  pathname: string,
  search: string,
): Problem | undefined => {
  const slug = pathname.slice(API.length).split('/')[0]
  const collection = (payload.collections as Record<string, Collection | undefined>)[slug]
  // Malformed escapes and NUL: the URL's were refused before (refuseMalformedUrl), a form body's here.
  const text = queryProblem(search.replace(/^\?/, ''))
  if (text) return { status: 400, message: text }
  const params = new URLSearchParams(search)
  for (const name of NUMBERS) {
    const values = params.getAll(name)
    if (values.length > 1 || [...params.keys()].some((k) => k.startsWith(`${name}[`)))
      return { status: 400, message: `${name} must be given once, as a whole number` }
    if (values.length === 1 && !WHOLE_NUMBER.test(values[0]))
      return { status: 400, message: `${name} must be a whole number` }
  }
  const data = params.get('data')
  if (data) {
    const { problem } = jsonParam('data', data)
    if (problem) return { status: 400, message: problem }
  }

  const { problem, tree } = bracketParams(params, 'where')
  if (problem) return { status: 400, message: problem }
  if (tree === undefined || tree === '') return undefined
  let where: unknown = tree
  if (typeof tree === 'string') {
    const parsed = jsonParam('where', tree)
    if (parsed.problem) return { status: 400, message: parsed.problem }
    where = parsed.value
  }
  const fields = collection?.config.flattenedFields ?? []
  const message = whereProblem({ collections: payload.collections, fields, where })
  return message ? { status: 400, message } : undefined
}

/** Refuses, before Next, the `/api/cms` REST requests Payload cannot answer (GraphQL types its own). */
export const checkCmsQuery =
  (payload: Payload): RequestHandler =>
  (req, res, next) => {
    const url = new URL(req.originalUrl, 'http://app.invalid')
    if (!url.pathname.startsWith(API) || url.pathname === `${API}graphql`) return next()
    const hasBody =
      Number(req.headers['content-length'] || 0) > 0 ||
      req.headers['transfer-encoding'] !== undefined
    const problem =
      cmsPathProblem(payload, req.method, url.pathname, hasBody) ??
      (url.search ? cmsQueryProblem(payload, url.pathname, url.search) : undefined)
    if (!problem) return next()
    res.status(problem.status).json({ message: problem.message })
  }
