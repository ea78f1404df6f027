const tags = /<[^>]*>/g
const entity = /&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi
const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decode(match: string, body: string): string {
  const lower = body.toLowerCase()
  if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16))
  if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10))
  return named[lower] ?? match
}

/** Plain text of a title that may carry HTML or JATS markup and entities (`<i>E. coli</i> &amp; …`). */
export function stripMarkup(value: string | undefined): string {
  if (!value) return ''
  return value.replace(tags, '').replace(entity, decode).replace(/\s+/g, ' ').trim()
}
