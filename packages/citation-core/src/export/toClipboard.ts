import type { CitationEntry } from '../csl/CslItem.ts'
import { escapeHtml } from '../render/escapeHtml.ts'
import { renderBibliography } from '../render/renderBibliography.ts'
import { type FontOptions, resolveFont } from './fontOptions.ts'
import { type SelectionOptions, selectEntries } from './selection.ts'

/** The two clipboard flavours of a reference list. */
export interface ClipboardData {
  'text/html': string
  'text/plain': string
}

/** Quotes a font family for a CSS declaration inside an HTML attribute. */
function cssFamily(family: string): string {
  return `'${family.replace(/['\\]/g, '')}'`
}

/**
 * The references, sorted as the bibliography, as HTML that pastes into Word and Google Docs with italics and a
 * hanging indent, and as plain text (one reference per line). Works cited in text only are left out. Write both with the Clipboard API:
 * `new ClipboardItem({ 'text/html': new Blob([data['text/html']], { type: 'text/html' }), ... })`.
 * With `selection.only`, just those entries, as the whole list writes them (suffixes included).
 */
export function toClipboard(
  entries: readonly CitationEntry[],
  options?: FontOptions,
  selection?: SelectionOptions,
): ClipboardData {
  const { fontFamily, fontSize } = resolveFont(options)
  const rendered = selectEntries(renderBibliography(entries), selection)
  const style = `margin:0 0 0 36pt;text-indent:-36pt;font-family:${cssFamily(fontFamily)};font-size:${fontSize}pt`
  const paragraphs = rendered.map((entry) => `<p style="${escapeHtml(style)}">${entry.html}</p>`).join('')
  return {
    'text/html': `<meta charset="utf-8"><div>${paragraphs}</div>`,
    'text/plain': rendered.map((entry) => entry.text).join('\n'),
  }
}
