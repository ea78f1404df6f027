import { defineErrors } from './defineErrors.ts'

/** The errors the kit itself raises. */
export const kitErrors = defineErrors({
  NOT_FOUND: [404, 'No route for %s %s'],
  RATE_LIMITED: [429, 'Too many requests: try again in %s'],
  NOT_READY: [503, '%s'],
  SERVICE_UNAVAILABLE: [503, 'The service is shutting down; retry in a moment'],
  UPSTREAM_FAILED: [502, '%s'],
  UPSTREAM_TIMEOUT: [504, '%s did not answer within %s ms'],
  VALIDATION_FAILED: [400, '%s %s'],
  /** docs/decisions/0728-every-url-gets-a-coded-answer.md */
  MALFORMED_URL: [
    400,
    'The address has a malformed percent-escape: encode each character of the query with encodeURIComponent',
  ],
  /** docs/decisions/0730-request-bodies-are-exact.md */
  INVALID_UTF8: [400, 'The body is not valid UTF-8 text'],
  DUPLICATE_KEY: [400, '%s is given twice'],
  UNKNOWN_FIELD: [400, '%s is not a field of this call'],
})
