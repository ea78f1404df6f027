import { newVerifiedStudent, signInElsewhere, signInPageAs } from '@unikit/auth/testing'
import { pageOrigin, pageServices } from '@unikit/config/vitest-page-origin'
import type { ArchiveReportReason } from '@unikit/contracts/drive'

// Records made in the real drive service the pages call, as students or staff would make them elsewhere.

/** The page signed in as the seeded staff member or student. */
export const pageAs = (who: 'staff' | 'student') =>
  signInPageAs(pageServices().accountsUrl, pageServices()[who])

/** A session of the seeded staff member or student on another device: its token. */
export const tokenOf = async (who: 'staff' | 'student') =>
  (await signInElsewhere(pageServices().accountsUrl, pageServices()[who])).token

/** Another verified student, signed in elsewhere: its token. */
export const anotherStudent = async () =>
  (await signInElsewhere(pageServices().accountsUrl, await newVerifiedStudent(pageServices().accountsUrl)))
    .token

/** A call to the drive service with a bearer token; the JSON answer, or a throw with the service's error. */
export async function callDrive<T>(token: string, path: string, body?: unknown, origin = pageOrigin()) {
  const response = await fetch(`${origin}/api/private/drive/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Staff make a course folder under Core courses; its id. */
export async function newFolder(staffToken: string, name: string) {
  const code = `T${Math.floor(Math.random() * 900_000 + 100_000)}`
  return (
    await callDrive<{ data: { id: string } }>(staffToken, 'staff/folder/create', {
      parent_id: 'core',
      name,
      code,
    })
  ).data.id
}

/** A small PDF whose bytes no other upload has (the archive refuses the same file twice). */
const pdf = () =>
  new TextEncoder().encode(
    `%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  )

/** A student uploads a PDF for a folder, as the upload dialog sends it; the item's id. */
export async function upload(token: string, folderId: string, title: string) {
  // Written out by hand: jsdom's FormData is not one Node's fetch can send.
  const boundary = `unikit-${crypto.randomUUID()}`
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head = `${field('rights', 'yes')}${field('title', title)}${field('folder_id', folderId)}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${title}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`
  const body = new Uint8Array([
    ...new TextEncoder().encode(head),
    ...pdf(),
    ...new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
  ])
  const response = await fetch(`${pageOrigin()}/api/private/drive/create`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    body,
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: { id: string } }).data.id
}

/** Staff publish an upload where it was asked for. */
export const publish = (staffToken: string, id: string, folderId: string, name: string) =>
  callDrive(staffToken, 'staff/publish', { id, folder_id: folderId, name })

/** A student reports a published file. */
export const report = (token: string, id: string, reason: ArchiveReportReason = 'copyright') =>
  callDrive(token, 'report', { id, reason, note: 'It is my own essay' })
