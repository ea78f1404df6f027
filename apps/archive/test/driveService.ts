import { callAs, uploadAs } from '@unikit/auth/testing'
import type { ArchiveReportReason, ImportView } from '@unikit/contracts/drive'
import { zipSync } from 'fflate'

// Records made in the real drive service the pages call, as students or staff would make them elsewhere.

/** Staff make a course folder under Core courses, with a code of its own; its id and code. */
export async function newCourse(staffToken: string, name: string) {
  const code = `T${Math.floor(Math.random() * 900_000 + 100_000)}`
  const body = { parent_id: 'core', name, code }
  return {
    id: (await callAs<{ data: { id: string } }>(staffToken, 'drive/staff/folder/create', body)).data.id,
    code,
  }
}

/** Staff make a course folder under Core courses; its id. */
export const newFolder = async (staffToken: string, name: string) => (await newCourse(staffToken, name)).id

/** A small PDF whose bytes no other upload has (the archive refuses the same file twice). */
const pdf = () =>
  new TextEncoder().encode(
    `%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )

/** A 1×1 PNG whose bytes no other upload has (a note after its end, which viewers ignore). */
const png = () =>
  new Uint8Array([
    ...Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      ),
      (character) => character.charCodeAt(0),
    ),
    ...new TextEncoder().encode(crypto.randomUUID()),
  ])

/**
 * A student uploads a PDF (or a PNG image: jsdom draws no PDF) for a folder, as the upload dialog sends it; the
 * item's id.
 */
export async function upload(token: string, folderId: string, title: string, type: 'pdf' | 'png' = 'pdf') {
  const file =
    type === 'pdf'
      ? { name: `${title}.pdf`, type: 'application/pdf', bytes: pdf() }
      : { name: `${title}.png`, type: 'image/png', bytes: png() }
  const fields = { rights: 'yes', title, folder_id: folderId }
  return (await uploadAs<{ data: { id: string } }>(token, 'drive/create', file, fields)).data.id
}

/**
 * Staff send a zip for import from elsewhere, as the desk sends it: `manifest.csv` from `rows` (path, title,
 * course) and the files; the import's id. Its dry run follows in the service's background.
 */
export async function sendImport(
  staffToken: string,
  rows: { path: string; title: string; course: string; bytes?: Uint8Array }[],
  options: { manifest?: boolean } = {},
) {
  const manifest = ['path,title,course', ...rows.map((row) => `${row.path},${row.title},${row.course}`)]
  const files: Record<string, Uint8Array> = {}
  for (const row of rows) if (row.bytes) files[row.path] = row.bytes
  if (options.manifest !== false) files['manifest.csv'] = new TextEncoder().encode(`${manifest.join('\n')}\n`)
  const zip = zipSync(files, { level: 0 })
  const file = { name: 'term.zip', type: 'application/zip', bytes: zip }
  return (await uploadAs<{ data: ImportView }>(staffToken, 'drive/staff/import', file)).data.id
}

/** A small PDF of its own bytes, for a zip. */
export const uniquePdf = () => pdf()

/** Staff publish an upload where it was asked for. */
export const publish = (staffToken: string, id: string, folderId: string, name: string) =>
  callAs(staffToken, 'drive/staff/publish', { id, folder_id: folderId, name })

/** A student reports a published file. */
export const report = (token: string, id: string, reason: ArchiveReportReason = 'copyright') =>
  callAs(token, 'drive/report', { id, reason, note: 'It is my own essay' })
