import type { Segment } from '../../render/Rendered.ts'
import { decodeEntities } from './decodeEntities.ts'
import type { PastedEntry } from './PastedEntry.ts'

/** Tags that end a paragraph: each paragraph of the paste is one entry (docs/product/citation-checker.md#input). */
const blockTags = new Set([
  'p',
  'div',
  'li',
  'br',
  'tr',
  'td',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'dd',
  'dt',
  'section',
  'article',
  'ul',
  'ol',
  'table',
])
const italicTags = new Set(['i', 'em', 'cite', 'var', 'dfn'])
/** Elements whose content is never text of the entry. */
const skippedTags = new Set(['style', 'script', 'head', 'title', 'xml', 'template', 'noscript', 'svg'])
const looksLikeHtml = /<\/?(?:p|div|li|br|span|i|em|b|html|body|meta|ul|ol|font|a|strong|cite|table)\b[^>]*>/i
/** A list marker a student's numbered or bulleted list starts with: `1. `, `[1] `, `•`. */
const listMarker = /^(?:\[\d{1,3}\]|\d{1,3}[.)](?=\s)|[•▪●◦‣∙·*–-](?=\s))\s*/

interface OpenTag {
  name: string
  italic: boolean | undefined
}

/** Whether a tag's style attribute turns italics on (`font-style:italic`) or off (`font-style:normal`). */
function styleItalic(attributes: string): boolean | undefined {
  const style = /style\s*=\s*("([^"]*)"|'([^']*)')/i.exec(attributes)
  if (!style) return undefined
  const body = (style[2] ?? style[3] ?? '').toLowerCase()
  // Word writes `mso-bidi-font-style` for right-to-left text only; it does not change Latin text.
  const match = /(?:^|;|\s)font-style\s*:\s*([a-z]+)/.exec(body)
  if (!match) return undefined
  return match[1] === 'italic' || match[1] === 'oblique'
}

class EntryBuilder {
  readonly entries: Segment[][] = []
  private current: Segment[] = []

  add(text: string, italic: boolean): void {
    if (text === '') return
    const last = this.current.at(-1)
    if (last && last.italic === italic) last.text += text
    else this.current.push({ text, italic })
  }

  end(): void {
    if (this.current.some((segment) => segment.text.trim() !== '')) this.entries.push(this.current)
    this.current = []
  }
}

/** The content of a `<!-- -->` comment or a tag ends here; a tag inside quotes does not end at `>`. */
function tagEnd(html: string, start: number): number {
  if (html.startsWith('<!--', start)) {
    const end = html.indexOf('-->', start + 4)
    return end < 0 ? html.length : end + 3
  }
  let quote = ''
  for (let i = start + 1; i < html.length; i++) {
    const c = html[i]!
    if (quote) {
      if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '>') return i + 1
  }
  return html.length
}

/**
 * A small tolerant tokenizer for the `text/html` a browser puts on the clipboard (Word, Google Docs, web
 * pages): text with italics kept from `<i>`, `<em>`, `<cite>` and `font-style:italic` styles, paragraphs from
 * block tags, everything else dropped. No DOM, so it runs alike in Node and the browser, and nothing of the
 * paste is ever evaluated.
 */
function readHtml(html: string): Segment[][] {
  const builder = new EntryBuilder()
  const stack: OpenTag[] = []
  let skipping = ''
  let position = 0
  const italicNow = () => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const flag = stack[i]!.italic
      if (flag !== undefined) return flag
    }
    return false
  }
  while (position < html.length) {
    const open = html.indexOf('<', position)
    const textEnd = open < 0 ? html.length : open
    if (!skipping && textEnd > position) {
      builder.add(decodeEntities(html.slice(position, textEnd)).replace(/\s+/g, ' '), italicNow())
    }
    if (open < 0) break
    const end = tagEnd(html, open)
    const tag = html.slice(open, end)
    position = end
    const match = /^<(\/?)([a-z][a-z0-9:-]*)([\s\S]*?)\/?>$/i.exec(tag)
    if (!match) continue
    const closing = match[1] === '/'
    const name = match[2]!.toLowerCase()
    if (skipping) {
      if (closing && name === skipping) skipping = ''
      continue
    }
    if (skippedTags.has(name)) {
      if (!closing && !tag.endsWith('/>')) skipping = name
      continue
    }
    if (blockTags.has(name)) builder.end()
    if (name === 'br' || tag.endsWith('/>')) continue
    if (closing) {
      const at = stack.findLastIndex((entry) => entry.name === name)
      if (at >= 0) stack.length = at
      continue
    }
    // Unclosed inline tags pile up in broken markup; past a sane depth they are ignored.
    if (stack.length >= 256) continue
    const styled = styleItalic(match[3] ?? '')
    stack.push({ name, italic: styled ?? (italicTags.has(name) ? true : undefined) })
  }
  builder.end()
  return builder.entries
}

/** A line that goes on from the one before: it starts in lower case or with a link or page numbers. */
const continuation = /^(?:\p{Ll}|https?:|www\.|doi:|\d+[-–(:)]|\(?\d{4}\)?[.,]|pp?\.)/u
/** The start of an entry: names, then a date in brackets or a bare year and a comma, early in the line. */
const entryStart = /^[^()]{1,80}?(?:\((?:\d{4}[a-z]?|n\.d\.|c\. ?\d{4})[),]|\s\d{4}[a-z]?,\s)/
/** A line that stops mid-entry: a comma, a hyphen (a word, range or address broken at the margin), `and`, `&`. */
const brokenOff = /(?:[,:;&-]|\band)$/

/**
 * Plain text: each line is an entry, except that a list copied from a PDF breaks entries at the margin; a line
 * that plainly goes on from the one before (docs/product/citation-checker.md#input) is joined to it.
 */
function readPlain(text: string): Segment[][] {
  const lines: string[] = []
  for (const raw of text.split(/\r\n|\r|\n|\u2029/)) {
    const line = raw.trim()
    if (line === '') continue
    const last = lines.at(-1)
    // A finished line followed by a dated start (`de Villasante I (2021) …`) is a new entry all the same.
    const startsEntry = /[.)]$|https?:\S+$/.test(last ?? '') && entryStart.test(line)
    if (last !== undefined && !startsEntry && (brokenOff.test(last) || continuation.test(line))) {
      // An address or hyphenated word broken at the margin joins without a space.
      const lastWord = last.slice(last.lastIndexOf(' ') + 1)
      const glue =
        /\S-$/.test(last) || (/^(?:https?:|www\.)/.test(lastWord) && !/[.,]$/.test(lastWord)) ? '' : ' '
      lines[lines.length - 1] = `${last}${glue}${line}`
    } else lines.push(line)
  }
  return lines.map((line) => [{ text: line, italic: false }])
}

/** Trims, collapses whitespace (non-breaking spaces included) and drops a list marker, keeping italics aligned. */
function toEntry(segments: readonly Segment[]): PastedEntry {
  let text = ''
  const italic: boolean[] = []
  for (const segment of segments) {
    for (const char of segment.text.replace(/[\s\u00a0\u200b]+/g, ' ')) {
      if (char === ' ' && (text === '' || text.endsWith(' '))) continue
      text += char
      for (let i = 0; i < char.length; i++) italic.push(segment.italic)
    }
  }
  const marker = listMarker.exec(text)
  let start = marker ? marker[0].length : 0
  while (text[start] === ' ') start++
  let end = text.length
  while (end > start && text[end - 1] === ' ') end--
  text = text.slice(start, end)
  const flags = italic.slice(start, end)
  return { text, italic: flags, segments: segmentsOf(text, flags) }
}

/** Italic and upright runs of a text with a per-character italic flag. */
export function segmentsOf(text: string, italic: readonly boolean[]): Segment[] {
  const segments: Segment[] = []
  for (let i = 0; i < text.length; i++) {
    const flag = italic[i] ?? false
    const last = segments.at(-1)
    if (last && last.italic === flag) last.text += text[i]
    else segments.push({ text: text[i]!, italic: flag })
  }
  return segments
}

/**
 * The entries of a pasted list: `text/html` from the clipboard (each paragraph, list item or line break an
 * entry) or plain text (each non-empty line an entry). `html` tells whether the paste was rich text, so
 * whether its italics (or their absence) mean anything.
 */
export function readPaste(textOrHtml: string): { entries: PastedEntry[]; html: boolean } {
  const html = looksLikeHtml.test(textOrHtml)
  const paragraphs = html ? readHtml(textOrHtml) : readPlain(textOrHtml)
  return { entries: paragraphs.map(toEntry).filter((entry) => entry.text !== ''), html }
}
