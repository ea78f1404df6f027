import type { CitationEntry, FontOptions } from '@unikit/citation-core'
import { downloadFile } from '../page/downloadFile.ts'

/** Downloads the references as "My citation.docx"; the Word code is loaded only now. */
export async function exportWord(entries: readonly CitationEntry[], font: FontOptions): Promise<void> {
  const { DOCX_FILE_NAME, DOCX_MIME_TYPE, exportDocx } = await import('@unikit/citation-core/docx')
  const bytes = await exportDocx(entries, font)
  downloadFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: DOCX_MIME_TYPE }), DOCX_FILE_NAME)
}
