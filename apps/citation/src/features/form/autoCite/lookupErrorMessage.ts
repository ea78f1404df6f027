import { readApiError } from '@unikit/auth'

/** What a student can act on, for each coded refusal of the cite service. */
const inlineMessages: Record<string, string> = {
  INVALID_URL: "That address doesn't look like a web page. Check it, or search the title or DOI instead.",
  URL_NOT_ALLOWED: "We can't read that address. Search the title or DOI instead.",
  NOTHING_FOUND: "We couldn't find citation details on that page. Search the title or DOI instead.",
  DOI_NOT_FOUND: 'No work is registered under that DOI. Check it, or search the title instead.',
  INVALID_DOI: "That DOI doesn't look right. A DOI looks like 10.1000/xyz123.",
  ISBN_NOT_FOUND: "We couldn't find a book with that ISBN. Check the number, or search its title instead.",
  INVALID_ISBN: "That ISBN doesn't look right. An ISBN has 10 or 13 digits, such as 978-0-14-032872-1.",
  UNSUPPORTED_PAGE: "We can't read PDFs or other files; search the title or DOI instead.",
  PAGE_TOO_LARGE: 'That page is too large for us to read. Search the title or DOI instead.',
  RATE_LIMITED: 'Too many searches in a short time. Please wait a minute and try again.',
  VALIDATION_FAILED: 'Enter a URL, DOI, ISBN or title (at least 3 characters).',
}

/** A failed lookup: a coded refusal with its own words, anything else (network, server, time-out), or a cancel. */
export type LookupFailure = { kind: 'inline'; message: string } | { kind: 'toast' } | { kind: 'aborted' }

/** What happened, in one sentence, when it was not a coded refusal (docs/decisions/0621-...). */
const unreachable: Record<LookupKind, string> = {
  url: 'We could not read that page just now. Try again in a moment.',
  doi: 'We could not look up that DOI just now. Try again in a moment.',
  isbn: 'We could not look up that ISBN just now. Try again in a moment.',
  search: 'The search did not answer just now. Try again in a moment.',
}

/** What was looked up: a page, a DOI, an ISBN or a title. */
export type LookupKind = 'url' | 'doi' | 'isbn' | 'search'

export function failureReason(failure: LookupFailure, kind: LookupKind): string {
  return failure.kind === 'inline' ? failure.message : unreachable[kind]
}

export function lookupFailure(error: unknown): LookupFailure {
  const { status, code } = readApiError(error)
  if (code === 'ABORTED') return { kind: 'aborted' }
  const message = inlineMessages[code]
  if (message && status >= 400 && status < 500) return { kind: 'inline', message }
  return { kind: 'toast' }
}
