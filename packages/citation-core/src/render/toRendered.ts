import { escapeHtml } from './escapeHtml.ts'
import type { Rendered, Segment } from './Rendered.ts'

/**
 * Joins segments into plain text and HTML, merging neighbouring italic runs into one `<i>` element.
 * Output is in Unicode NFC, whatever composition the input was typed in.
 */
export function toRendered(segments: readonly Segment[]): Rendered {
  let text = ''
  let html = ''
  let inItalic = false
  for (const segment of segments) {
    if (segment.text === '') continue
    if (segment.italic !== inItalic) {
      html += segment.italic ? '<i>' : '</i>'
      inItalic = segment.italic
    }
    text += segment.text
    html += escapeHtml(segment.text)
  }
  if (inItalic) html += '</i>'
  return { html: html.normalize('NFC'), text: text.normalize('NFC') }
}
