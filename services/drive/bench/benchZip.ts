import { randomBytes } from 'node:crypto'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { writeImportZip, type ZipFileSpec } from '../src/testing/importZip.ts'

const PLACEHOLDER = 0x51 // 'Q'

/**
 * Writes a bench's import zip to `path` (in /tmp, never committed): `files` PDFs of about `totalBytes / files`
 * each, every one different. One PDF is made with pdf-lib, with a text page and an unreferenced stream of
 * placeholder bytes; each file is that PDF with the stream's bytes made random in place so offsets stay
 * valid and each file has its own SHA-256. Written as a stream (yazl), never whole.
 */
export async function writeBenchZip(
  path: string,
  options: { files: number; totalBytes: number; course: string },
) {
  const padding = Math.max(1024, Math.floor(options.totalBytes / options.files) - 4096)
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.TimesRoman)
  const page = doc.addPage([595.28, 841.89])
  page.drawText('A sample assignment made for the import bench: market analysis and pricing.', {
    x: 56,
    y: 780,
    size: 11,
    font,
  })
  doc.context.register(doc.context.stream(new Uint8Array(padding).fill(PLACEHOLDER)))
  const template = Buffer.from(await doc.save({ useObjectStreams: false }))
  const run = Buffer.alloc(padding, PLACEHOLDER)
  const at = template.indexOf(run)
  if (at < 0) throw new Error('the template PDF does not hold its placeholders')
  const rows: string[] = ['path,title,course']
  for (let n = 1; n <= options.files; n++) rows.push(`pdf/${n}.pdf,Bench sample ${n},${options.course}`)
  async function* files(): AsyncGenerator<ZipFileSpec> {
    for (let n = 1; n <= options.files; n++) {
      const bytes = Buffer.from(template)
      randomBytes(padding).copy(bytes, at)
      yield { path: `pdf/${n}.pdf`, bytes }
    }
  }
  await writeImportZip(path, files(), `${rows.join('\n')}\n`)
}
