import { callAs, uploadAs } from '@unikit/auth/testing'
import type { ArchiveReportReason } from '@unikit/contracts/drive'

// Records made in the real drive service the pages call, as students or staff would make them elsewhere.

/** Staff make a course folder under Core courses; its id. */
export async function newFolder(staffToken: string, name: string) {
  const code = `T${Math.floor(Math.random() * 900_000 + 100_000)}`
  const body = { parent_id: 'core', name, code }
  return (await callAs<{ data: { id: string } }>(staffToken, 'drive/staff/folder/create', body)).data.id
}

/** A small PDF whose bytes no other upload has (the archive refuses the same file twice). */
const pdf = () =>
  new TextEncoder().encode(
    `%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )

/** A student uploads a PDF for a folder, as the upload dialog sends it; the item's id. */
export async function upload(token: string, folderId: string, title: string) {
  const file = { name: `${title}.pdf`, type: 'application/pdf', bytes: pdf() }
  const fields = { rights: 'yes', title, folder_id: folderId }
  return (await uploadAs<{ data: { id: string } }>(token, 'drive/create', file, fields)).data.id
}

/** Staff publish an upload where it was asked for. */
export const publish = (staffToken: string, id: string, folderId: string, name: string) =>
  callAs(staffToken, 'drive/staff/publish', { id, folder_id: folderId, name })

/** A student reports a published file. */
export const report = (token: string, id: string, reason: ArchiveReportReason = 'copyright') =>
  callAs(token, 'drive/report', { id, reason, note: 'It is my own essay' })
