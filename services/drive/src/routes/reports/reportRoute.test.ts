import { sampleFiles, testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Archive, startArchive } from '../../testing/startArchive.ts'
import type { SignedIn } from '../../testing/startDrive.ts'

let archive = {} as Archive
let { drive, staff, alice, bob, marketing } = archive
let carol: SignedIn

beforeAll(async () => {
  archive = await startArchive()
  ;({ drive, staff, alice, bob, marketing } = archive)
  carol = await drive.accounts.student()
})
afterAll(() => drive.close())

const report = (who: SignedIn, id: string, reason = 'copyright', note = '') =>
  drive.call(who, 'POST', '/api/private/drive/report', { id, reason, note })
const moderate = (id: string, action: string, reason = '') =>
  drive.call(staff, 'POST', '/api/private/drive/staff/moderate', { id, action, reason })
const queue = async (name: string) =>
  (await drive.call(staff, 'GET', `/api/private/drive/staff/queue?queue=${name}`)).body.data as {
    id: string
    reports: { reason: string; note: string }[]
  }[]
const search = (who: SignedIn, q: string) =>
  drive.call(who, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}`)

describe('reports', () => {
  it('take a reported file down at once when staff hide it: search, lists, get and every download', async () => {
    const id = await drive.published(alice, staff, marketing, 'Copied report', 'Someone else wrote this')
    const link = (await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).body.data.download_url
    expect((await report(alice, id)).body.error.code).toBe('CANNOT_REPORT_OWN')
    expect((await report(bob, id, 'copyright', 'This is my essay from last year')).status).toBe(200)
    expect((await report(bob, id)).body.error.code).toBe('ALREADY_REPORTED')
    expect((await report(carol, id, 'wrong_course')).status).toBe(200)
    const reported = await queue('reported')
    expect(reported[0]).toMatchObject({
      id,
      reports: [
        { reason: 'copyright', note: 'This is my essay from last year' },
        { reason: 'wrong_course', note: '' },
      ],
    })
    expect((await moderate(id, 'hide')).body.error.code).toBe('REASON_REQUIRED')
    expect((await moderate(id, 'hide', 'the reporter showed it is their work')).status).toBe(200)
    expect((await search(bob, 'copied report')).body.total).toBe(0)
    const listed = await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${marketing}`)
    expect(listed.body.data.map((item: { name: string }) => item.name)).not.toContain('Copied report')
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).status).toBe(404)
    expect((await drive.fetch(null, link)).status).toBe(404)
    expect((await drive.fetch(bob, `/api/private/drive/download?id=${id}`)).status).toBe(404)
    expect((await queue('reported')).map((item) => item.id)).not.toContain(id)
    expect((await queue('hidden')).map((item) => item.id)).toContain(id)
    const upheld = (await archive.sentMail()).filter((mail) => mail.kind === 'archive-report-upheld')
    expect(upheld.map((mail) => mail.to).sort()).toEqual([bob.email, carol.email].sort())
    expect((await moderate(id, 'hide', 'again')).status).toBe(404)
    expect((await moderate(id, 'restore')).status).toBe(200)
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).status).toBe(200)
    expect((await moderate(id, 'restore')).status).toBe(404)
  })

  it('dismissed: the file stays, the reports close and the reporter is told', async () => {
    const id = await drive.published(alice, staff, marketing, 'Fine essay', 'Nothing wrong here')
    expect((await report(bob, id, 'offensive')).status).toBe(200)
    expect((await moderate(id, 'dismiss')).status).toBe(200)
    expect((await queue('reported')).map((item) => item.id)).not.toContain(id)
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).status).toBe(200)
    expect(await archive.sentMail()).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'archive-report-dismissed', to: bob.email })]),
    )
    const audit = await drive.call(
      staff,
      'GET',
      `/api/private/drive/staff/audit?subject_type=item&subject_id=${id}`,
    )
    expect(audit.body.data[0]).toMatchObject({ action: 'item.dismiss', details: { reports: 1 } })
    // A report closed is a report made: the same student cannot report the file again.
    expect((await report(bob, id)).body.error.code).toBe('ALREADY_REPORTED')
  })

  it('deleted: the file and its bytes go', async () => {
    const id = await drive.published(alice, staff, marketing, 'Plagiarised essay', 'Copied word for word')
    const object = (
      await drive.app.db
        .selectFrom('items')
        .select('object_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).object_id as string
    expect((await report(bob, id)).status).toBe(200)
    expect((await moderate(id, 'delete')).body.error.code).toBe('REASON_REQUIRED')
    expect((await moderate(id, 'delete', 'plagiarised')).status).toBe(200)
    expect((await drive.call(staff, 'GET', `/api/private/drive/get?id=${id}`)).status).toBe(404)
    await drive.app.files.sweep()
    expect(await drive.app.storage.head(object)).toBeNull()
    expect((await moderate(id, 'delete', 'again')).status).toBe(404)
  })

  it('are only of published files; moderation only of files, by staff', async () => {
    const upload = await drive.upload(
      alice,
      { bytes: sampleFiles.pdf(), name: 'x.pdf' },
      { title: 'Draft in review', folder_id: marketing },
    )
    expect((await report(bob, upload.body.data.id)).status).toBe(404)
    expect((await report(bob, marketing)).status).toBe(404)
    expect((await report(bob, '6f1c2b8e-0000-4000-8000-000000000000')).status).toBe(404)
    expect(
      (await drive.call(bob, 'POST', '/api/private/drive/report', { id: marketing, reason: 'spam' })).status,
    ).toBe(400)
    expect((await moderate(marketing, 'hide', 'a folder')).status).toBe(404)
    const id = await drive.published(alice, staff, marketing, 'Reported by a student', 'x')
    const student = await drive.call(bob, 'POST', '/api/private/drive/staff/moderate', {
      id,
      action: 'hide',
      reason: 'x',
    })
    expect(student.status).toBe(403)
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('reports at once, on PostgreSQL', () => {
  it('one student’s five reports of one file at once count once', async () => {
    const id = await drive.published(alice, staff, marketing, 'Raced report', 'Reported five times')
    const answers = await Promise.all(Array.from({ length: 5 }, () => report(carol, id)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.error?.code === 'ALREADY_REPORTED')).toHaveLength(4)
  })

  it('two staff hiding one file at once: one hides it, the other finds it gone; one mail per reporter', async () => {
    const id = await drive.published(alice, staff, marketing, 'Raced takedown', 'Hidden twice')
    const dave = await drive.accounts.student()
    expect((await report(dave, id)).status).toBe(200)
    const [first, second] = await Promise.all([moderate(id, 'hide', 'first'), moderate(id, 'hide', 'second')])
    expect([first.status, second.status].sort()).toEqual([200, 404])
    expect((await archive.sentMail()).filter((mail) => mail.to === dave.email)).toHaveLength(1)
  })
})
