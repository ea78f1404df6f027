import { type DocumentParts, documentParts } from './documentParts.ts'

/** A file the checker could not read as a Word document; its message is for the student. */
export class UnreadableDocumentError extends Error {}

/**
 * Reads a dropped `.docx` in the browser (nothing is uploaded): `mammoth` turns it into HTML, loaded only now
 * as few students drop a file.
 */
export async function readDocx(file: File): Promise<DocumentParts> {
  if (!/\.docx$/i.test(file.name)) {
    throw new UnreadableDocumentError(
      `${file.name} is not a Word document (.docx). Save it as .docx in Word, or paste the list instead.`,
    )
  }
  try {
    const mammoth = await import('mammoth')
    const { value } = await mammoth.convertToHtml({ arrayBuffer: await file.arrayBuffer() })
    return documentParts(value)
  } catch {
    throw new UnreadableDocumentError(
      `${file.name} could not be read: it may be damaged or not really a Word document. Open it in Word and save it again as .docx, or paste the list instead.`,
    )
  }
}
