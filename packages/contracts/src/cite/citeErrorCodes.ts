/** The cite service's error codes (beyond the common ones), which the citation remote maps to its messages. */
export const citeErrorCodes = [
  'INVALID_URL',
  'URL_NOT_ALLOWED',
  'FETCH_FAILED',
  'FETCH_TIMEOUT',
  'PAGE_TOO_LARGE',
  'NOTHING_FOUND',
  'DOI_NOT_FOUND',
  'LOOKUP_FAILED',
  'LOOKUP_TIMEOUT',
] as const

export type CiteErrorCode = (typeof citeErrorCodes)[number]
