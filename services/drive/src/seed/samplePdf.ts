import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'

export interface SamplePdfInput {
  title: string
  course: string
  /** Paragraphs; they run over as many pages as they need, then `pages` fills up to that count. */
  paragraphs: readonly string[]
  pages: number
}

const A4 = [595.28, 841.89] as const
const MARGIN = 56

/**
 * A demo sample assignment as a real PDF with a text layer (so search and text selection have something to
 * read), every page marked as a sample. The standard fonts only cover Latin-1, so demo PDFs are in English.
 */
export async function samplePdf(raw: SamplePdfInput): Promise<Uint8Array> {
  const input = {
    ...raw,
    title: winAnsi(raw.title),
    course: winAnsi(raw.course),
    paragraphs: raw.paragraphs.map(winAnsi),
  }
  const doc = await PDFDocument.create()
  doc.setTitle(input.title)
  doc.setSubject(`Sample assignment for ${input.course}`)
  doc.setProducer('Unikit demo data')
  // A fixed date keeps the bytes, and so their SHA-256, the same on every machine.
  doc.setCreationDate(new Date('2026-01-05T00:00:00Z'))
  doc.setModificationDate(new Date('2026-01-05T00:00:00Z'))
  const regular = await doc.embedFont(StandardFonts.TimesRoman)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const width = A4[0] - 2 * MARGIN
  const lines = input.paragraphs.flatMap((paragraph) => [...wrap(paragraph, regular, 11, width), ''])
  const linesPerPage = Math.floor((A4[1] - 2 * MARGIN - 60) / 15)
  const pageCount = Math.max(input.pages, Math.ceil(lines.length / linesPerPage))
  for (let number = 1; number <= pageCount; number++) {
    const page = doc.addPage([...A4])
    page.drawText(number === 1 ? input.title : `${input.course}: ${input.title}`, {
      x: MARGIN,
      y: A4[1] - MARGIN,
      size: number === 1 ? 16 : 9,
      font: bold,
      maxWidth: width,
    })
    page.drawText(`Sample: do not submit as your own work. Page ${number} of ${pageCount}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: rgb(0.45, 0.1, 0.1),
    })
    const slice = lines.slice((number - 1) * linesPerPage, number * linesPerPage)
    const text =
      slice.length > 0 ? slice : [`Section ${number}. ${input.paragraphs[number % input.paragraphs.length]}`]
    let y = A4[1] - MARGIN - 40
    for (const line of text.flatMap((entry) =>
      entry.length > 110 ? wrap(entry, regular, 11, width) : [entry],
    )) {
      if (y < MARGIN + 10) break
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular })
      y -= 15
    }
  }
  return doc.save({ useObjectStreams: true })
}

/** The standard fonts' encoding: Vietnamese letters lose their marks ("Kinh tế" is drawn "Kinh te"). */
function winAnsi(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\u0020-\u00ff‘’“”–—•…]/g, '?')
}

function wrap(
  text: string,
  font: { widthOfTextAtSize(text: string, size: number): number },
  size: number,
  width: number,
) {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}
