import type { ErrorRequestHandler } from 'express'
import { ZodError } from 'zod'

import { DomainError } from '../services/errors'
import type { Problem } from '../services/errors'
import { HttpError } from './HttpError'
import { appLogger } from '../config/logger'

/** The one place a domain problem becomes an HTTP status. */
const STATUS: Record<Problem, number> = {
  conflict: 409,
  forbidden: 403,
  invalid: 400,
  locked: 423,
  not_configured: 503,
  not_found: 404,
  rate_limited: 429,
  unauthenticated: 401,
  unavailable: 503,
  upstream_failed: 502,
}

type BodyParserError = Error & { type?: string; status?: number }
type ValidationItem = { path?: string; message?: string; tableName?: string }
type PayloadError = Error & {
  status?: number
  /** An APIError a hook throws with words meant for the user ("Only administrators can ..."). */
  isPublic?: boolean
  data?: { collection?: string; errors?: ValidationItem[] }
}

// zod's own messages ('Invalid input: expected string, received number') do not name the field; ours do.
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected)/

const zodErrors = (error: ZodError): Record<string, string> =>
  Object.fromEntries(
    error.issues.map((issue) => {
      const path = issue.path.join('.') || 'body'
      return [path, ZOD_DEFAULT.test(issue.message) ? `${path}: ${issue.message}` : issue.message]
    }),
  )

// Payload reports a database uniqueness violation as a ValidationError whose items carry `tableName`
// and the snake_case columns of the index ('tenant_id, slug'); field validation items never do.
const uniqueColumns = (error: PayloadError): string | undefined => {
  const item = error.data?.errors?.find((e) => e.tableName)
  if (!item) return undefined
  return (item.path ?? '')
    .split(',')
    .map((c) =>
      c
        .trim()
        .replace(/_id$/, '')
        .replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase()),
    )
    .filter((c) => c !== 'tenant' && c !== 'dataset')
    .join(', ')
}

// The documented API names relationships `<name>Id`; the collections that refuse them say `<name>`.
const API_FIELD_NAMES: Record<string, string> = {
  bottomPanel: 'bottomPanelId',
  category: 'categoryId',
  dataset: 'datasetId',
  leftPanel: 'leftPanelId',
  pageType: 'pageTypeId',
  parentCategory: 'parentCategoryId',
  records: 'recordIds',
  rightPanel: 'rightPanelId',
  template: 'templateId',
  tenant: 'tenantId',
  tenants: 'tenantIds',
  topPanel: 'topPanelId',
}

const apiFieldName = (path: string | undefined) =>
  path ? (API_FIELD_NAMES[path] ?? path) : '(body)'

const isUniqueViolation = (error: unknown): boolean => {
  const text = `${(error as Error)?.message ?? ''} ${(error as { cause?: Error })?.cause?.message ?? ''} ${(error as { code?: string })?.code ?? ''}`
  return /unique|duplicate key|23505|SQLITE_CONSTRAINT_UNIQUE/i.test(text)
}

/** Turns anything thrown behind `/api` into `{ message }` with the right status; never a stack. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return
  const reply = (status: number, message: string, errors?: Record<string, string>) =>
    res.status(status).json(errors ? { message, errors } : { message })

  if (error instanceof DomainError) {
    if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds))
    if (error.details)
      return res.status(STATUS[error.problem]).json({
        ...error.details,
        message: error.message,
        ...(error.fields ? { errors: error.fields } : {}),
      })
    return reply(STATUS[error.problem], error.message, error.fields)
  }
  if (error instanceof HttpError) return reply(error.status, error.message, error.errors)
  if (error instanceof ZodError) {
    const errors = zodErrors(error)
    return reply(400, [...new Set(Object.values(errors))].join('; '), errors)
  }
  const bodyError = error as BodyParserError
  if (bodyError.type === 'entity.parse.failed')
    return reply(400, 'Malformed JSON in the request body')
  if (bodyError.type === 'entity.too.large')
    return reply(400, 'Request body is larger than the 1 MB limit')
  if (bodyError.type?.startsWith('entity.') || bodyError.type === 'charset.unsupported') {
    return reply(400, `Unreadable request body: ${bodyError.message}`)
  }

  // Express refuses a path parameter it cannot percent-decode (`/pages/%E0%A4`) with a URIError.
  if (error instanceof URIError) return reply(400, 'Malformed percent-encoding in the URL')

  const payloadError = error as PayloadError
  if (payloadError.name === 'ValidationError') {
    const list = payloadError.data?.errors ?? []
    const columns = uniqueColumns(payloadError)
    if (columns !== undefined) {
      const what = columns || 'value'
      return reply(
        409,
        `This ${what} is already in use${/tenant/.test(list[0]?.path ?? '') ? ' for this tenant' : ''}`,
      )
    }
    // A rule of the collection refused it (field validate or hook): its own words, not Payload's
    // 'The following field is invalid: slug'.
    const errors = Object.fromEntries(
      list.map((e) => [apiFieldName(e.path), e.message ?? 'invalid']),
    )
    const messages = [...new Set(Object.values(errors))]
    const summary =
      /^The following fields? (is|are) invalid/.test(payloadError.message) && messages.length
        ? messages.join('; ')
        : payloadError.message
    return reply(400, summary, messages.length ? errors : undefined)
  }
  if (isUniqueViolation(error))
    return reply(409, 'A record with the same unique value already exists')
  if (payloadError.name === 'NotFound' || payloadError.status === 404)
    return reply(404, 'Not found')
  if (
    payloadError.name === 'Forbidden' ||
    (payloadError.status === 403 && !payloadError.isPublic)
  ) {
    return reply(403, 'You are not allowed to access this resource')
  }
  // A collection hook's refusal (APIError with a 4xx status, a 403 too): 'Cannot delete default page
  // type', 'You do not have access to this tenant'.
  if (
    typeof payloadError.status === 'number' &&
    payloadError.status >= 400 &&
    payloadError.status < 500
  ) {
    return reply(payloadError.status, payloadError.message)
  }

  appLogger().error({ err: error, method: req.method, msg: 'Request failed', path: req.path })
  return reply(500, 'Internal server error')
}
