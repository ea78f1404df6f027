import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** Enough text to find a file by what it says, without keeping whole books in the index. */
const MAX_TEXT_CHARS = 200_000
const MAX_PAGES = 300

export interface PdfFacts {
  pageCount: number
  /** The text of the first pages, up to MAX_TEXT_CHARS; empty for a scanned PDF with no text layer. */
  text: string
}

/** Reads a PDF's page count and text for search (docs/product/archive.md#search); null when it cannot be read. */
export async function extractPdfText(bytes: Uint8Array): Promise<PdfFacts | null> {
  const task = getDocument({
    // pdf.js hands its buffer to its worker, which leaves the caller's array empty: it gets a copy.
    data: bytes.slice(),
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  })
  try {
    const pdf = await task.promise
    let text = ''
    for (
      let number = 1;
      number <= Math.min(pdf.numPages, MAX_PAGES) && text.length < MAX_TEXT_CHARS;
      number++
    ) {
      const page = await pdf.getPage(number)
      const content = await page.getTextContent()
      for (const item of content.items) if ('str' in item) text += `${item.str}${item.hasEOL ? '\n' : ' '}`
      text += '\n'
      page.cleanup()
    }
    return { pageCount: pdf.numPages, text: text.slice(0, MAX_TEXT_CHARS) }
  } catch {
    return null
  } finally {
    await task.destroy()
  }
}
