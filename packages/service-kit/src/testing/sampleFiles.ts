import { randomBytes } from 'node:crypto'
import { zipSync } from 'fflate'

/**
 * Small files whose bytes are what `file-type` recognises, for upload tests: a PDF, a Word document (.docx, a
 * zip with a document part), a PNG image, a Word 97 container (.doc) and a Windows program to rename and refuse.
 */
export const sampleFiles = {
  pdf: (size = 200_000) => Buffer.concat([Buffer.from('%PDF-1.7\n%âãÏÓ\n'), randomBytes(size)]),
  docx: () =>
    Buffer.from(
      zipSync({
        '[Content_Types].xml': new TextEncoder().encode(
          '<Types><Override PartName="/word/document.xml"/></Types>',
        ),
        'word/document.xml': new TextEncoder().encode('<w:document>Bài luận</w:document>'),
      }),
    ),
  /** A 1 × 1 PNG image. */
  png: () =>
    Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  doc: () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096, 1)]),
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(80), Buffer.from('PE\0\0'), randomBytes(4000)]),
}
