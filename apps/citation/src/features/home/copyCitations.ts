import {
  type CitationEntry,
  type FontOptions,
  type SelectionOptions,
  type StyleOptions,
  toClipboard,
} from '@unikit/citation-core'

/**
 * Copies references as rich text (HTML with italics and a hanging indent, plus plain text) so they paste into
 * Word and Google Docs; where the browser cannot write HTML, as plain text. Rejects when neither is allowed.
 * `entries` is the whole project, so a selection (`only`) keeps the a/b suffixes and numbers the listing shows.
 * The style (default RMIT Harvard) must be loaded.
 */
export async function copyCitations(
  entries: readonly CitationEntry[],
  options: FontOptions & StyleOptions,
  selection?: SelectionOptions,
): Promise<void> {
  const data = toClipboard(entries, options, selection)
  const clipboard = globalThis.navigator?.clipboard
  if (!clipboard) throw new Error('The clipboard is not available')
  if (typeof clipboard.write === 'function' && typeof ClipboardItem !== 'undefined') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([data['text/html']], { type: 'text/html' }),
          'text/plain': new Blob([data['text/plain']], { type: 'text/plain' }),
        }),
      ])
      return
    } catch {
      // Some browsers refuse HTML; plain text is still worth having.
    }
  }
  await clipboard.writeText(data['text/plain'])
}
