import {
  type Answer,
  type BehindAccounts,
  type SignedIn,
  startBehindAccounts,
} from '@unikit/accounts/testing'
import { multipartBody } from '@unikit/service-kit/testing'
import { buildApp } from '../app.ts'
import type { DriveConfig } from '../config.ts'
import type { DriveApp } from '../DriveApp.ts'
import { samplePdf } from '../seed/samplePdf.ts'

export type { Answer, SignedIn }

export interface RunningDrive extends BehindAccounts<DriveApp> {
  /** Staff make a folder under a root or a folder; its id. */
  folder(staff: SignedIn, name: string, parentId?: string, code?: string): Promise<string>
  /** A student uploads a file to the archive (`fields` override title, folder_id and rights); the answer. */
  upload(
    who: SignedIn,
    file: { bytes: Uint8Array; name: string },
    fields: Record<string, string | undefined>,
  ): Promise<Answer>
  /** Uploads a PDF saying `text` for `folderId` and staff publish it; the item's id. */
  published(
    student: SignedIn,
    staff: SignedIn,
    folderId: string,
    title: string,
    text?: string,
  ): Promise<string>
  /** A GET with the signed-in user's token (or none), answered as raw bytes and headers. */
  fetch(who: SignedIn | null, url: string, headers?: Record<string, string>): Promise<RawAnswer>
}

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  bytes: Buffer
}

/** The drive service on a fresh database, pointed at a real accounts service on loopback. */
export async function startDrive(config: Partial<DriveConfig> = {}): Promise<RunningDrive> {
  const running = await startBehindAccounts(buildApp, config)
  const { app, call } = running
  const folder: RunningDrive['folder'] = async (staff, name, parentId = 'core', code) => {
    const made = await call(staff, 'POST', '/api/private/drive/staff/folder/create', {
      parent_id: parentId,
      name,
      ...(code ? { code } : {}),
    })
    if (made.status !== 200) throw new Error(`folder ${name}: ${JSON.stringify(made.body)}`)
    return made.body.data.id
  }
  const upload: RunningDrive['upload'] = async (who, file, fields) => {
    const parts = Object.entries({ rights: 'yes', ...fields }).flatMap(([name, value]) =>
      value === undefined ? [] : [{ name, value }],
    )
    const form = await multipartBody([...parts, { name: 'file', file: file.bytes, filename: file.name }])
    const response = await app.inject({
      method: 'POST',
      url: '/api/private/drive/create',
      headers: { ...form.headers, authorization: `Bearer ${who.token}` },
      payload: form.payload,
    })
    return { status: response.statusCode, body: response.json() }
  }
  const published: RunningDrive['published'] = async (student, staff, folderId, title, text = title) => {
    const bytes = await samplePdf({ title, course: 'TEST', paragraphs: [text], pages: 2 })
    const sent = await upload(student, { bytes, name: `${title}.pdf` }, { title, folder_id: folderId })
    if (sent.status !== 201) throw new Error(`upload ${title}: ${JSON.stringify(sent.body)}`)
    const done = await call(staff, 'POST', '/api/private/drive/staff/publish', {
      id: sent.body.data.id,
      folder_id: folderId,
      name: title,
    })
    if (done.status !== 200) throw new Error(`publish ${title}: ${JSON.stringify(done.body)}`)
    return sent.body.data.id
  }
  const fetch: RunningDrive['fetch'] = async (who, url, headers = {}) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    })
    return { status: response.statusCode, headers: response.headers, bytes: response.rawPayload }
  }
  return { ...running, folder, upload, published, fetch }
}
