import type { Rendered } from '../../src/index.ts'

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/**
 * The guide's markdown (`*italics*`) as the renderer's HTML and plain text, in Unicode NFC: the guide's source
 * stores some accents decomposed (`Montréal` as e + U+0301), which is the same text.
 */
export function fromMarkdown(markdown: string): Rendered {
  const pieces = markdown.normalize('NFC').split('*')
  let html = ''
  for (const [index, piece] of pieces.entries()) {
    if (piece === '') continue
    const escaped = piece.replace(/[&<>"]/g, (c) => escapes[c]!)
    html += index % 2 === 1 ? `<i>${escaped}</i>` : escaped
  }
  return { html, text: pieces.join('') }
}

/** The renderer's HTML written back as the guide's markdown, for readable reports. */
export function toMarkdown(html: string): string {
  return html
    .replace(/<\/?i>/g, '*')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}
