import type { ErrorRequestHandler } from 'express'
import { ZodError } from 'zod'

import { HttpError } from './HttpError'

type BodyParserError = Error & { type?: string; status?: number }
type ValidationItem = { path?: string; message?: string; tableName?: string }
type PayloadError = Error & {
  status?: number
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

const isUniqueViolation = (error: unknown): boolean => {
  const text = `${(error as Error)?.message ?? ''} ${(error as { cause?: Error })?.cause?.message ?? ''} ${(error as { code?: string })?.code ?? ''}`
  return /unique|duplicate key|23505|SQLITE_CONSTRAINT_UNIQUE/i.test(text)
}

/** Turns anything thrown behind `/api` into `{ message }` with the right status; never a stack. */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return
  const reply = (status: number, message: string, errors?: Record<string, string>) =>
    res.status(status).json(errors ? { message, errors } : { message })

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
    const errors = Object.fromEntries(list.map((e) => [e.path ?? '(body)', e.message ?? 'invalid']))
    return reply(400, payloadError.message, errors)
  }
  if (isUniqueViolation(error))
    return reply(409, 'A record with the same unique value already exists')
  if (payloadError.name === 'NotFound' || payloadError.status === 404)
    return reply(404, 'Not found')
  if (payloadError.name === 'Forbidden' || payloadError.status === 403) {
    return reply(403, 'You are not allowed to access this resource')
  }

  console.error(`${req.method} ${req.originalUrl} failed:`, error)
  return reply(500, 'Internal server error')
}
