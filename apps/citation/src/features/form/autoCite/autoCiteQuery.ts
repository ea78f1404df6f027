import { readIsbn } from '@unikit/contracts/cite'

import { AUTO_CITE_MAX_LENGTH, AUTO_CITE_MIN_LENGTH } from './autoCiteLimits.ts'

/** The old "Require url or auth, title", said so a student knows what to do (see CHANGELOG.md (0167)). */
export const TOO_SHORT_MESSAGE = 'Enter a URL, DOI, ISBN or title (at least 3 characters)'
export const TOO_LONG_MESSAGE = `Use at most ${AUTO_CITE_MAX_LENGTH} characters`
/** An ISBN whose check digit does not add up, said with what to do about it. */
export const BAD_ISBN_MESSAGE =
  "That ISBN doesn't add up: a digit is likely mistyped. Check it against the book's copyright page, or type the title instead."
export const BAD_ISBN_PREFIX_MESSAGE =
  'An ISBN of 13 digits starts with 978 or 979. Check it against the book, or type the title instead.'

/** What one submitted auto-cite input asks for. */
export type AutoCiteQuery =
  | { kind: 'invalid'; message: string }
  /** Ten or thirteen digits that are no ISBN: what is wrong, to say before anything is looked up. */
  | { kind: 'bad-isbn'; message: string }
  | { kind: 'doi'; doi: string }
  | { kind: 'isbn'; isbn: string }
  | { kind: 'url'; url: string }
  | { kind: 'search'; q: string }

/** A DOI at the start, bare or as `doi:10...`, `https://doi.org/10...` (also `dx.doi.org`). */
const doiStart = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)/i
const webAddress = /^https?:\/\//i

/** An input that goes to a lookup. */
export type SearchedQuery = Extract<AutoCiteQuery, { kind: 'doi' | 'isbn' | 'url' | 'search' }>

/**
 * Reads the trimmed input (docs/product/citations.md#auto-cite): a DOI goes to the DOI lookup, an ISBN (10 or 13
 * digits, hyphens allowed, its check digit adding up) to the book lookup, an http(s) address to the crawler
 * (which tries the page's DOI first), anything else to the title search. `www.` addresses are crawled too.
 */
export function autoCiteQuery(input: string): AutoCiteQuery {
  const text = input.trim()
  if (text.length < AUTO_CITE_MIN_LENGTH) return { kind: 'invalid', message: TOO_SHORT_MESSAGE }
  if (text.length > AUTO_CITE_MAX_LENGTH) return { kind: 'invalid', message: TOO_LONG_MESSAGE }
  const doi = doiStart.exec(text)?.[1]
  if (doi) return { kind: 'doi', doi }
  const isbn = readIsbn(text)
  if (isbn.kind === 'isbn') return { kind: 'isbn', isbn: isbn.isbn13 }
  if (isbn.kind === 'bad-checksum') return { kind: 'bad-isbn', message: BAD_ISBN_MESSAGE }
  if (isbn.kind === 'bad-prefix') return { kind: 'bad-isbn', message: BAD_ISBN_PREFIX_MESSAGE }
  if (webAddress.test(text)) return { kind: 'url', url: text }
  if (/^www\.[^\s.]+\.\S+$/i.test(text)) return { kind: 'url', url: `https://${text}` }
  return { kind: 'search', q: text }
}
