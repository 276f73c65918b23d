/**
 * What a service answers when it cannot do what was asked, in the domain's words: the one place that
 * turns these into HTTP statuses is src/http/errorHandler.ts. Services, jobs and hooks throw these and
 * never know about HTTP.
 */
export type Problem =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'locked'
  | 'rate_limited'
  | 'upstream_failed'
  | 'not_configured'
  | 'unavailable'

type Options = {
  /** Messages by field, for `invalid` and `conflict` ('slug': 'A page with this slug already exists'). */
  fields?: Record<string, string>
  /** For `rate_limited`: when to try again. */
  retryAfterSeconds?: number
  /** More of the reply's body, for a client to act on (`{ twoFactorRequired: true }`). */
  details?: Record<string, unknown>
}

export class DomainError extends Error {
  readonly problem: Problem
  readonly fields?: Record<string, string>
  readonly retryAfterSeconds?: number
  readonly details?: Record<string, unknown>

  constructor(
    problem: Problem,
    message: string,
    { details, fields, retryAfterSeconds }: Options = {},
  ) {
    super(message)
    this.name = 'DomainError'
    this.problem = problem
    this.fields = fields
    this.retryAfterSeconds = retryAfterSeconds
    this.details = details
  }
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new DomainError('invalid', message, { fields })

export const notFound = (message: string) => new DomainError('not_found', message)

export const forbidden = (message: string) => new DomainError('forbidden', message)

export const conflict = (message: string, fields?: Record<string, string>) =>
  new DomainError('conflict', message, { fields })
