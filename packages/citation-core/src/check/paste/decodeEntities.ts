const entity = /&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi
const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  shy: '',
}

function decode(match: string, body: string): string {
  const lower = body.toLowerCase()
  const code = lower.startsWith('#x')
    ? Number.parseInt(lower.slice(2), 16)
    : lower.startsWith('#')
      ? Number.parseInt(lower.slice(1), 10)
      : Number.NaN
  if (!Number.isNaN(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  return named[lower] ?? match
}

/** Decodes the HTML entities a clipboard carries (`&amp;`, `&#8217;`, `&nbsp;`…); unknown ones stay as typed. */
export function decodeEntities(text: string): string {
  return text.includes('&') ? text.replace(entity, decode) : text
}
