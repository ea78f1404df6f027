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
})
