/**
 * The base of every error declared with `defineErrors`. Its code and message are deliberate, so the error
 * handler shows them to the client as they are, whatever the status; any other error with a 5xx status is
 * answered with a generic INTERNAL body so internals never leak.
 */
export class ServiceError extends Error {
  declare code: string
  declare statusCode: number
}
