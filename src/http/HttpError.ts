/** An error with the HTTP status and the `{ message, errors? }` body the documented API answers. */
export class HttpError extends Error {
  readonly status: number
  readonly errors?: Record<string, string>

  constructor(status: number, message: string, errors?: Record<string, string>) {
    super(message)
    this.status = status
    this.errors = errors
  }
}
