/**
 * The base of every error declared with `defineErrors`. Its code and message are deliberate, so the error
 * handler shows them to the client as they are, whatever the status; any other error with a 5xx status is
 * answered with a generic INTERNAL body so internals never leak.
 */
export class ServiceError extends Error {
  declare code: string
  declare statusCode: number
  /** Sent as `Retry-After` (seconds) with the error: a limit says when to come back. */
  retryAfterSeconds?: number
}

/** The error with a `Retry-After` header: `throw withRetryAfter(new errors.TOO_MANY_ATTEMPTS(wait), seconds)`. */
export function withRetryAfter<E extends ServiceError>(error: E, seconds: number): E {
  error.retryAfterSeconds = Math.max(1, Math.ceil(seconds))
  return error
}
