/** The cite service's error codes (beyond the common ones), which the citation remote maps to its messages. */
export const citeErrorCodes = [
  'INVALID_URL',
  'URL_NOT_ALLOWED',
  'FETCH_FAILED',
  'FETCH_TIMEOUT',
  'PAGE_TOO_LARGE',
  'UNSUPPORTED_PAGE',
  'NOTHING_FOUND',
  'INVALID_DOI',
  'DOI_NOT_FOUND',
  'INVALID_ISBN',
  'ISBN_NOT_FOUND',
  'LOOKUP_FAILED',
  'LOOKUP_TIMEOUT',
  'UNKNOWN_EVENT',
] as const

export type CiteErrorCode = (typeof citeErrorCodes)[number]
