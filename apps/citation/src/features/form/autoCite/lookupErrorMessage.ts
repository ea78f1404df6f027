import { readApiError } from '@unikit/auth'

/** The toast for a search that failed (network, server, time-outs): docs/product/citations.md#auto-cite. */
export const SEARCH_ERROR_TOAST = 'Search error, Please try again'

/** What a student can act on, for each coded refusal of the cite service. */
const inlineMessages: Record<string, string> = {
  INVALID_URL: "That address doesn't look like a web page. Check it, or search the title or DOI instead.",
  URL_NOT_ALLOWED: "We can't read that address. Search the title or DOI instead.",
  NOTHING_FOUND: "We couldn't find citation details on that page. Search the title or DOI instead.",
  DOI_NOT_FOUND: 'No work is registered under that DOI. Check it, or search the title instead.',
  INVALID_DOI: "That DOI doesn't look right. A DOI looks like 10.1000/xyz123.",
  UNSUPPORTED_PAGE: "We can't read PDFs or other files; search the title or DOI instead.",
  PAGE_TOO_LARGE: 'That page is too large for us to read. Search the title or DOI instead.',
  RATE_LIMITED: 'Too many searches in a short time. Please wait a minute and try again.',
  VALIDATION_FAILED: 'Enter a URL, DOI or title (at least 3 characters).',
}

/** How a failed lookup is shown: an inline message for a coded 4xx, the error toast for anything else. */
export type LookupFailure = { kind: 'inline'; message: string } | { kind: 'toast' } | { kind: 'aborted' }

export function lookupFailure(error: unknown): LookupFailure {
  const { status, code } = readApiError(error)
  if (code === 'ABORTED') return { kind: 'aborted' }
  const message = inlineMessages[code]
  if (message && status >= 400 && status < 500) return { kind: 'inline', message }
  return { kind: 'toast' }
}
