import { once } from 'node:events'
import { createWriteStream } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import yazl from 'yazl'

export interface ZipFileSpec {
  /** The path inside the zip, and in the manifest. */
  path: string
  bytes: Uint8Array
  /** The manifest's cells for it; a file without them is in the zip but not listed. */
  row?: {
    title: string
    course: string
    year?: string
    semester?: string
    kind?: string
    description?: string
  }
  /** Listed in the manifest, not put in the zip. */
  missing?: boolean
}

const header = ['path', 'title', 'course code or major', 'year', 'semester', 'kind', 'description']
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/** The manifest.csv of these files, as staff would write it in a spreadsheet. */
export function manifestCsv(files: readonly ZipFileSpec[]): string {
  const lines = files.flatMap(({ path, row }) =>
    row
      ? [
          [
            path,
            row.title,
            row.course,
            row.year ?? '',
            row.semester ?? '',
            row.kind ?? '',
            row.description ?? '',
          ]
            .map(cell)
            .join(','),
        ]
      : [],
  )
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`
}

/**
 * A staff import's zip: `manifest.csv` first, then the files, stored (not compressed: PDFs and pictures are
 * compressed already). Written as a stream, so a bench can make a 1 GB zip without holding it.
 */
export async function writeImportZip(
  target: string,
  files: Iterable<ZipFileSpec> | AsyncIterable<ZipFileSpec>,
  manifest?: string,
) {
  const zip = new yazl.ZipFile()
  const out = createWriteStream(target)
  zip.outputStream.pipe(out)
  const listed: ZipFileSpec[] = []
  let added = 0
  if (manifest !== undefined) zip.addBuffer(Buffer.from(manifest), 'manifest.csv')
  for await (const file of files) {
    if (manifest === undefined) listed.push({ ...file, bytes: new Uint8Array() })
    if (file.missing) continue
    zip.addBuffer(Buffer.from(file.bytes), file.path, { compress: false })
    added += file.bytes.length
    // yazl keeps what it has not written yet: wait for the disk so a large zip is never in memory.
    while (added - out.bytesWritten > 32 * 1024 * 1024) await sleep(5)
  }
  if (manifest === undefined) zip.addBuffer(Buffer.from(manifestCsv(listed)), 'manifest.csv')
  zip.end()
  await once(out, 'close')
}
