import type { CitationEntry } from '../csl/CslItem.ts'
import { escapeHtml } from '../render/escapeHtml.ts'
import { renderBibliography } from '../render/renderBibliography.ts'
import type { StyleOptions } from '../styles/citationStyles.ts'
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

/** A numeric style's label before the reference: `[1] T. M. Nguyễn, …`. */
const withLabel = (label: string | undefined, body: string) =>
  label === undefined ? body : `${label} ${body}`

/**
 * The references, sorted as the bibliography of `options.style` (default RMIT Harvard; another style is loaded
 * with `loadStyle` first; a numeric style's entries start with their labels, `[1]`), as HTML that pastes into
 * Word and Google Docs with italics and a hanging indent, and as plain text (one reference per line). Works cited
 * in text only are left out. Write both with the Clipboard API:
 * `new ClipboardItem({ 'text/html': new Blob([data['text/html']], { type: 'text/html' }), ... })`.
 * With `selection.only`, just those entries, as the whole list writes them (suffixes included).
 */
export function toClipboard(
  entries: readonly CitationEntry[],
  options: FontOptions & StyleOptions = {},
  selection?: SelectionOptions,
): ClipboardData {
  const { fontFamily, fontSize } = resolveFont(options)
  const rendered = selectEntries(renderBibliography(entries, { style: options.style }), selection)
  const style = `margin:0 0 0 36pt;text-indent:-36pt;font-family:${cssFamily(fontFamily)};font-size:${fontSize}pt`
  const paragraphs = rendered
    .map(
      (entry) =>
        `<p style="${escapeHtml(style)}">${withLabel(entry.label && escapeHtml(entry.label), entry.html)}</p>`,
    )
    .join('')
  return {
    'text/html': `<meta charset="utf-8"><div>${paragraphs}</div>`,
    'text/plain': rendered.map((entry) => withLabel(entry.label, entry.text)).join('\n'),
  }
}
