import type { ErrorRequestHandler } from 'express'
import { ZodError } from 'zod'

import { HttpError } from './HttpError'

type BodyParserError = Error & { type?: string; status?: number }
type PayloadError = Error & { status?: number; data?: { errors?: { path?: string; message?: string }[] } }

const zodErrors = (error: ZodError): Record<string, string> =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || '(body)', issue.message]))

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
    return reply(400, `Invalid input: ${Object.entries(errors).map(([k, v]) => `${k}: ${v}`).join('; ')}`, errors)
  }
  const bodyError = error as BodyParserError
  if (bodyError.type === 'entity.parse.failed') return reply(400, 'Malformed JSON in the request body')
  if (bodyError.type === 'entity.too.large') return reply(400, 'Request body is larger than the 1 MB limit')
  if (bodyError.type?.startsWith('entity.') || bodyError.type === 'charset.unsupported') {
    return reply(400, `Unreadable request body: ${bodyError.message}`)
  }

  const payloadError = error as PayloadError
  if (payloadError.name === 'ValidationError') {
    const list = payloadError.data?.errors ?? []
    if (list.some((e) => /unique|already|taken/i.test(e.message ?? ''))) {
      return reply(409, `Already exists: ${list.map((e) => e.path).join(', ')}`)
    }
    const errors = Object.fromEntries(list.map((e) => [e.path ?? '(body)', e.message ?? 'invalid']))
    return reply(400, payloadError.message, errors)
  }
  if (isUniqueViolation(error)) return reply(409, 'A record with the same unique value already exists')
  if (payloadError.name === 'NotFound' || payloadError.status === 404) return reply(404, 'Not found')
  if (payloadError.name === 'Forbidden' || payloadError.status === 403) {
    return reply(403, 'You are not allowed to access this resource')
  }

  console.error(`${req.method} ${req.originalUrl} failed:`, error)
  return reply(500, 'Internal server error')
}
