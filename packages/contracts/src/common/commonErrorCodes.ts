/** The codes the service kit itself answers with; services add their own beside them. */
export const commonErrorCodes = [
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** A change sent with the session cookie from a page that is not ours (or with no Origin at all). */
  'CROSS_ORIGIN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'NOT_ACCEPTABLE',
  'REQUEST_TIMEOUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'NOT_READY',
  'SERVICE_UNAVAILABLE',
  'UPSTREAM_FAILED',
  'UPSTREAM_TIMEOUT',
  'NO_MAIL',
  /** A `%` escape in the address that does not decode to UTF-8. */
  'MALFORMED_URL',
  /** A request body that is not UTF-8, gives a key twice, or holds a field the call does not take. */
  'INVALID_UTF8',
  'DUPLICATE_KEY',
  'UNKNOWN_FIELD',
] as const

export type CommonErrorCode = (typeof commonErrorCodes)[number]
