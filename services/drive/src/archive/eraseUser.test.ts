import { INTERNAL_TOKEN_HEADER } from '@unikit/service-kit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePdf } from '../seed/samplePdf.ts'
import { type RunningDrive, type SignedIn, startDrive } from '../testing/startDrive.ts'

let drive: RunningDrive
let staff: SignedIn
let folder: string

beforeAll(async () => {
  drive = await startDrive()
  staff = await drive.accounts.staff()
  folder = await drive.folder(staff, 'Marketing Principles', 'core', 'MKTG1205')
})
afterAll(() => drive.close())

const erase = (who: SignedIn) =>
  drive.app.inject({
    method: 'POST',
    url: '/internal/privacy/erase-user',
    headers: { [INTERNAL_TOKEN_HEADER]: drive.app.config.INTERNAL_TOKEN ?? '' },
    payload: { userId: who.userId, email: who.email },
  })

describe('POST /internal/privacy/erase-user in drive', () => {
  it('drops stars, reports and uploads in review; keeps published uploads without the uploader', async () => {
    const leaving = await drive.accounts.student()
    const other = await drive.accounts.student()
    const published = await drive.published(leaving, staff, folder, 'Case study kept', 'Shared work')
    const theirs = await drive.published(other, staff, folder, 'Reported essay', 'Not theirs')
    const pdf = await samplePdf({ title: 'Draft in review', course: 'TEST', paragraphs: ['x'], pages: 1 })
    const pending = await drive.upload(
      leaving,
      { bytes: pdf, name: 'draft.pdf' },
      { title: 'Draft in review', folder_id: folder },
    )
    expect(pending.status).toBe(201)
    const { db } = drive.app
    const pendingObject = (
      await db
        .selectFrom('items')
        .select('object_id')
        .where('id', '=', pending.body.data.id)
        .executeTakeFirstOrThrow()
    ).object_id as string
    await drive.call(leaving, 'POST', '/api/private/drive/star', { id: theirs })
    await drive.call(leaving, 'POST', '/api/private/drive/helpful', { id: theirs, helpful: true })
    const report = { id: theirs, reason: 'copyright', note: 'I am Lan, I wrote this' }
    expect((await drive.call(leaving, 'POST', '/api/private/drive/report', report)).status).toBe(200)

    const first = await erase(leaving)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      service: 'drive',
      changed: { stars: 1, helpful: 1, reports: 1, uploadsDeleted: 1, uploadsKept: 1 },
    })
    const kept = await db
      .selectFrom('items')
      .selectAll()
      .where('id', '=', published)
      .executeTakeFirstOrThrow()
    expect(kept).toMatchObject({ status: 'published', owner_id: null })
    expect(
      await db.selectFrom('items').select('id').where('id', '=', pending.body.data.id).execute(),
    ).toEqual([])
    expect(await drive.app.storage.head(pendingObject)).toBeNull()
    expect(await db.selectFrom('stars').selectAll().where('user_id', '=', leaving.userId).execute()).toEqual(
      [],
    )
    const helpfulNow = await db
      .selectFrom('items')
      .select('helpful_count')
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow()
    expect(helpfulNow.helpful_count).toBe(0)
    // The open report still reaches staff, with its reason only.
    const reports = await db.selectFrom('item_reports').selectAll().where('item_id', '=', theirs).execute()
    expect(reports).toEqual([expect.objectContaining({ reason: 'copyright', note: '' })])
    expect(reports[0]?.reporter_id).not.toBe(leaving.userId)
    expect((await drive.call(other, 'GET', `/api/private/drive/get?id=${published}`)).status).toBe(200)

    const again = await erase(leaving)
    expect(Object.values(again.json().changed).every((n) => n === 0)).toBe(true)
  })
})
