/** The auto-cite input holds at most 255 characters, and a search wants at least 3 (docs/product/citations.md#auto-cite). */
export const AUTO_CITE_MAX_LENGTH = 255
export const AUTO_CITE_MIN_LENGTH = 3

/** The old "Require url or auth, title", said so a student knows what to do (see CHANGELOG.md (0167)). */
export const TOO_SHORT_MESSAGE = 'Enter a URL, DOI or title (at least 3 characters)'
export const TOO_LONG_MESSAGE = `Use at most ${AUTO_CITE_MAX_LENGTH} characters`

/** What one submitted auto-cite input asks for. */
export type AutoCiteQuery =
  | { kind: 'invalid'; message: string }
  | { kind: 'doi'; doi: string }
  | { kind: 'url'; url: string }
  | { kind: 'search'; q: string }

/** A DOI at the start, bare or as `doi:10...`, `https://doi.org/10...` (also `dx.doi.org`). */
const doiStart = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)/i
const webAddress = /^https?:\/\//i

/**
 * Reads the trimmed input (docs/product/citations.md#auto-cite): a DOI goes to the DOI lookup, an http(s) address to the crawler
 * (which tries the page's DOI first), anything else to the title search. `www.` addresses are crawled too.
 */
export function autoCiteQuery(input: string): AutoCiteQuery {
  const text = input.trim()
  if (text.length < AUTO_CITE_MIN_LENGTH) return { kind: 'invalid', message: TOO_SHORT_MESSAGE }
  if (text.length > AUTO_CITE_MAX_LENGTH) return { kind: 'invalid', message: TOO_LONG_MESSAGE }
  const doi = doiStart.exec(text)?.[1]
  if (doi) return { kind: 'doi', doi }
  if (webAddress.test(text)) return { kind: 'url', url: text }
  if (/^www\.[^\s.]+\.\S+$/i.test(text)) return { kind: 'url', url: `https://${text}` }
  return { kind: 'search', q: text }
}
