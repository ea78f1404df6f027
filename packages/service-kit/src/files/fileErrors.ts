import { defineErrors } from '../errors/defineErrors.ts'

/** The codes of upload and download refusals; messages come from the route (`UploadRules.messages`). */
export const fileErrors = defineErrors({
  FILE_REQUIRED: [400, '%s'],
  EMPTY_FILE: [400, '%s'],
  FILE_TOO_LARGE: [413, '%s'],
  UNSUPPORTED_FILE_TYPE: [415, '%s'],
  FILE_NOT_FOUND: [404, 'No such file'],
  RANGE_NOT_SATISFIABLE: [416, 'The requested range is outside the file'],
})
