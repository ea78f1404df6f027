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

const exported = async (who: SignedIn | null) => drive.call(who, 'GET', '/api/private/drive/me/export')

describe('GET /api/private/drive/me/export', () => {
  it('holds the student’s uploads in every status, their stars and their reports, and nobody else’s', async () => {
    const lan = await drive.accounts.student()
    const other = await drive.accounts.student()
    const published = await drive.published(lan, staff, folder, 'Lan’s case study', 'Shared work')
    const theirs = await drive.published(other, staff, folder, 'Someone else’s essay', 'Not Lan’s')
    const pdf = await samplePdf({ title: 'Lan’s draft', course: 'TEST', paragraphs: ['x'], pages: 1 })
    const draft = await drive.upload(
      lan,
      { bytes: pdf, name: 'draft.pdf' },
      { title: 'Lan’s draft', folder_id: folder },
    )
    await drive.call(lan, 'POST', '/api/private/drive/star', { id: theirs })
    await drive.call(lan, 'POST', '/api/private/drive/report', {
      id: theirs,
      reason: 'copyright',
      note: 'Mine',
    })

    const answer = await exported(lan)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ service: 'drive' })
    const { uploads, stars, reports } = answer.body.data
    expect(uploads).toEqual([
      expect.objectContaining({
        id: published,
        name: 'Lan’s case study',
        status: 'published',
        reject_reason: null,
      }),
      expect.objectContaining({ id: draft.body.data.id, status: 'pending', mime_type: 'application/pdf' }),
    ])
    expect(uploads[0].rights_confirmed_at).not.toBeNull()
    expect(stars).toEqual([expect.objectContaining({ item_id: theirs })])
    expect(reports).toEqual([
      expect.objectContaining({ item_id: theirs, reason: 'copyright', note: 'Mine', resolved_at: null }),
    ])
    const others = (await exported(other)).body.data
    expect(others.uploads.map((upload: { id: string }) => upload.id)).toEqual([theirs])
    expect(others.stars).toEqual([])
    expect(others.reports).toEqual([])
  })

  it('needs a session', async () => {
    expect((await exported(null)).status).toBe(401)
  })
})
