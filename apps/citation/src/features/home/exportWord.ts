import type { CitationEntry, FontOptions, SelectionOptions } from '@unikit/citation-core'
import { downloadFile } from '@unikit/design-system'

/**
 * Downloads the references as "My citation.docx"; the Word code is loaded only now. `entries` is the whole
 * project, so a selection (`only`) keeps the a/b suffixes the listing shows.
 */
export async function exportWord(
  entries: readonly CitationEntry[],
  font: FontOptions,
  selection?: SelectionOptions,
): Promise<void> {
  const { DOCX_FILE_NAME, DOCX_MIME_TYPE, exportDocx } = await import('@unikit/citation-core/docx')
  const bytes = await exportDocx(entries, font, selection)
  downloadFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: DOCX_MIME_TYPE }), DOCX_FILE_NAME)
}
