/** A run of text and whether it is in italics. */
export type Segment = { text: string; italic: boolean }

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Decodes the entities the engine's escaped HTML uses (named ones above, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const point =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1))
      return Number.isFinite(point) ? String.fromCodePoint(point) : whole
    }
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/**
 * The runs of an entry's HTML (escaped text with `<i>`/`<em>`, as `Rendered.html` and the checker's
 * `inputHtml` are): other tags are dropped, their text kept.
 */
export function htmlSegments(html: string): Segment[] {
  const segments: Segment[] = []
  let depth = 0
  for (const part of html.split(/(<\/?[a-z][^>]*>)/i)) {
    if (part.startsWith('<')) {
      const tag = /^<(\/?)(i|em)\b/i.exec(part)
      if (tag) depth = Math.max(0, depth + (tag[1] ? -1 : 1))
      continue
    }
    if (part === '') continue
    const text = decodeEntities(part)
    const last = segments.at(-1)
    if (last && last.italic === depth > 0) last.text += text
    else segments.push({ text, italic: depth > 0 })
  }
  return segments
}
