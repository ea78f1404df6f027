import type { Segment } from '../../render/Rendered.ts'
import { KEPT_HYPHEN } from './toCiteprocItem.ts'

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/**
 * Decodes the entities citeproc-js writes (`&#38;`, `&amp;`...); a no-break space becomes a plain one, and a hyphen
 * kept from range handling a plain one again.
 */
function decode(text: string): string {
  return text
    .replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (whole, decimal, hex, name) => {
      if (decimal) return String.fromCodePoint(Number(decimal))
      if (hex) return String.fromCodePoint(Number.parseInt(hex, 16))
      return named[name.toLowerCase()] ?? whole
    })
    .replace(/\u00a0/g, ' ')
    .replaceAll(KEPT_HYPHEN, '-')
}

/** Whether an opening tag sets italics on, off, or leaves them as they are (`undefined`). */
function italicOf(tag: string, attributes: string): boolean | undefined {
  if (tag === 'i' || tag === 'em') return true
  if (/font-style:\s*normal/.test(attributes)) return false
  if (/font-style:\s*italic/.test(attributes)) return true
  return undefined
}

/**
 * The segments of a citeproc-js HTML string: text runs, italic or not, with its flip-flops (a title inside an
 * italic title set upright) applied. Bold, small caps and the entry's `<div>`s are dropped: the engine's output
 * is text with italics (docs/decisions/0734-csl-styles-through-citeproc-js.md).
 */
export function htmlSegments(html: string): Segment[] {
  const segments: Segment[] = []
  const stack: boolean[] = []
  const italic = () => stack.at(-1) ?? false
  for (const match of html.matchAll(/<(\/?)([a-z]+)([^>]*)>|([^<]+)/gi)) {
    const [, closing, tag, attributes, text] = match
    if (text !== undefined) {
      const decoded = decode(text)
      const last = segments.at(-1)
      if (last && last.italic === italic()) last.text += decoded
      else segments.push({ text: decoded, italic: italic() })
    } else if (tag?.toLowerCase() === 'br' || attributes?.endsWith('/')) {
      // A void element holds no text.
    } else if (closing) stack.pop()
    else stack.push(italicOf(tag!.toLowerCase(), attributes ?? '') ?? italic())
  }
  return segments
}
