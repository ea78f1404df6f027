import type { CitationEntry, FontOptions, SelectionOptions, StyleOptions } from '@unikit/citation-core'
import { downloadFile } from '@unikit/design-system'

/**
 * Downloads the references as "My citation.docx" in the given style (default RMIT Harvard, which must be loaded;
 * a numeric style numbered in citation order); the Word code is loaded only now. `entries` is the whole project,
 * so a selection (`only`) keeps the a/b suffixes and numbers the listing shows.
 */
export async function exportWord(
  entries: readonly CitationEntry[],
  options: FontOptions & StyleOptions,
  selection?: SelectionOptions,
): Promise<void> {
  const { DOCX_FILE_NAME, DOCX_MIME_TYPE, exportDocx } = await import('@unikit/citation-core/docx')
  const bytes = await exportDocx(entries, options, selection)
  downloadFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: DOCX_MIME_TYPE }), DOCX_FILE_NAME)
}
