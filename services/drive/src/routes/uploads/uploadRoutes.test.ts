import { sampleFiles, testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePdf } from '../../seed/samplePdf.ts'
import { type Archive, startArchive } from '../../testing/startArchive.ts'
import type { SignedIn } from '../../testing/startDrive.ts'

let archive = {} as Archive
let { drive, staff, alice, bob, marketing, economics } = archive

beforeAll(async () => {
  archive = await startArchive()
  ;({ drive, staff, alice, bob, marketing, economics } = archive)
})
afterAll(() => drive.close())

const pdf = (title: string, text = title) =>
  samplePdf({ title, course: 'TEST', paragraphs: [text], pages: 2 })
const search = (who: SignedIn, q: string) =>
  drive.call(who, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}`)
const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((item) => item.name)
const mine = async (who: SignedIn, id: string) =>
  (await drive.call(who, 'GET', '/api/private/drive/mine')).body.data.find(
    (item: { id: string }) => item.id === id,
  )
const publish = (id: string, folderId: string, name: string) =>
  drive.call(staff, 'POST', '/api/private/drive/staff/publish', { id, folder_id: folderId, name })

describe('an upload waiting for review', () => {
  let pending: string

  beforeAll(async () => {
    const sent = await drive.upload(
      alice,
      { bytes: await pdf('Pending plan for a noodle shop'), name: 'plan.pdf' },
      { title: 'Pending plan for a noodle shop', folder_id: marketing },
    )
    expect(sent.status).toBe(201)
    expect(sent.body.data).toMatchObject({ status: 'pending', parent_id: 'tmp', mine: true, starred: false })
    pending = sent.body.data.id
  })

  it('is invisible to another student in list, get, search, related and download', async () => {
    expect(
      names(await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${marketing}`)),
    ).not.toContain('Pending plan for a noodle shop')
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${pending}`)).status).toBe(404)
    expect((await drive.call(bob, 'GET', `/api/private/drive/related?id=${pending}`)).status).toBe(404)
    expect((await search(bob, 'noodle')).body.total).toBe(0)
    expect((await search(alice, 'noodle')).body.total).toBe(0)
    expect((await drive.fetch(bob, `/api/private/drive/download?id=${pending}`)).status).toBe(404)
    expect((await drive.call(bob, 'POST', '/api/private/drive/star', { id: pending })).status).toBe(404)
  })

  it('is the uploader’s, with links, and on the staff queue with the folder asked for', async () => {
    const own = await drive.call(alice, 'GET', `/api/private/drive/get?id=${pending}`)
    expect(own.status).toBe(200)
    expect(own.body.data).toMatchObject({ status: 'pending', root: 'tmp', page_count: 2 })
    expect((await drive.fetch(null, own.body.data.view_url)).status).toBe(200)
    expect(await mine(alice, pending)).toMatchObject({ status: 'pending', folder: { code: 'MKTG1205' } })
    const queue = await drive.call(staff, 'GET', '/api/private/drive/staff/queue?queue=pending')
    expect(queue.body).toMatchObject({ page: 1, total: 1 })
    expect(queue.body.data[0]).toMatchObject({
      id: pending,
      owner_id: alice.userId,
      folder: null,
      requested_folder: { id: marketing },
      reports: [],
    })
    expect((await drive.call(bob, 'GET', '/api/private/drive/staff/queue?queue=pending')).status).toBe(403)
  })

  it('is refused again as a duplicate, by its bytes', async () => {
    const again = await drive.upload(
      bob,
      { bytes: await pdf('Pending plan for a noodle shop'), name: 'copy.pdf' },
      { title: 'A copy under another name', folder_id: marketing },
    )
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('DUPLICATE_FILE')
  })

  it('once published where staff choose, is listed, found by title and text, and the uploader is told', async () => {
    expect((await publish(pending, '6f1c2b8e-0000-4000-8000-000000000000', 'Nowhere')).status).toBe(404)
    const done = await publish(pending, economics, 'Marketing plan: a noodle shop')
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({ status: 'published', parent_id: economics })
    expect(names(await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${economics}`))).toContain(
      'Marketing plan: a noodle shop',
    )
    expect(names(await search(bob, 'noodle'))).toContain('Marketing plan: a noodle shop')
    const byText = await search(bob, 'pending plan')
    expect(byText.body.data[0]).toMatchObject({ name: 'Marketing plan: a noodle shop', matched: 'text' })
    expect(await mine(alice, pending)).toMatchObject({ status: 'published', folder: { id: economics } })
    const audit = await drive.call(staff, 'GET', '/api/private/drive/staff/audit?subject_type=item')
    expect(audit.body.data[0]).toMatchObject({ action: 'upload.publish', subjectId: pending })
    expect(await archive.sentMail()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'archive-upload-published', to: alice.email }),
      ]),
    )
    expect((await publish(pending, marketing, 'Again')).body.error.code).toBe('NOT_PENDING')
  })
})

describe('upload rules', () => {
  it('need the rights statement, a known folder, a title and an accepted type', async () => {
    const bytes = await pdf('Rules sample')
    const noRights = await drive.upload(
      alice,
      { bytes, name: 'a.pdf' },
      { title: 'Rules', folder_id: marketing, rights: undefined },
    )
    expect(noRights.body.error.code).toBe('RIGHTS_NOT_CONFIRMED')
    const noFolder = await drive.upload(
      alice,
      { bytes, name: 'a.pdf' },
      { title: 'Rules sample', folder_id: '00000000-0000-4000-8000-000000000000' },
    )
    expect(noFolder.status).toBe(404)
    const shortTitle = await drive.upload(
      alice,
      { bytes, name: 'a.pdf' },
      { title: 'ab', folder_id: marketing },
    )
    expect(shortTitle.status).toBe(400)
    const program = await drive.upload(
      alice,
      { bytes: sampleFiles.exe(), name: 'essay.pdf' },
      { title: 'Not a PDF', folder_id: marketing },
    )
    expect(program.status).toBe(415)
    const listed = (await drive.call(alice, 'GET', '/api/private/drive/mine')).body.data
    expect(listed.map((item: { name: string }) => item.name)).not.toContain('Rules sample')
  })

  it('take Word files and images too, typed by their bytes', async () => {
    const word = await drive.upload(
      alice,
      { bytes: sampleFiles.docx(), name: 'essay.docx' },
      { title: 'Essay in Word', folder_id: marketing },
    )
    expect(word.status).toBe(201)
    expect(word.body.data.mime_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    const image = await drive.upload(
      alice,
      { bytes: sampleFiles.png(), name: 'diagram.png' },
      { title: 'Diagram of the funnel', folder_id: marketing },
    )
    expect(image.body.data).toMatchObject({ mime_type: 'image/png', page_count: null })
  })

  it('need a session', async () => {
    expect((await drive.call(null, 'GET', '/api/private/drive/mine')).status).toBe(401)
  })
})

describe('review', () => {
  it('rejects with a reason the uploader sees and is mailed; the bytes go; the same file may be sent again', async () => {
    const bytes = await pdf('Rejected essay')
    const sent = await drive.upload(
      alice,
      { bytes, name: 'r.pdf' },
      { title: 'Rejected essay', folder_id: economics },
    )
    const object = (
      await drive.app.db
        .selectFrom('items')
        .select('object_id')
        .where('id', '=', sent.body.data.id)
        .executeTakeFirstOrThrow()
    ).object_id as string
    const blank = await drive.call(staff, 'POST', '/api/private/drive/staff/reject', {
      id: sent.body.data.id,
      reason: '   ',
    })
    expect(blank.body.error.code).toBe('REASON_REQUIRED')
    const rejected = await drive.call(staff, 'POST', '/api/private/drive/staff/reject', {
      id: sent.body.data.id,
      reason: 'This is a lecturer’s slide deck, not a student’s work',
    })
    expect(rejected.status).toBe(200)
    expect(await mine(alice, sent.body.data.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'This is a lecturer’s slide deck, not a student’s work',
      folder: { id: economics },
    })
    await drive.app.files.sweep()
    expect(await drive.app.storage.head(object)).toBeNull()
    expect(await archive.sentMail()).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'archive-upload-rejected', to: alice.email })]),
    )
    const twice = await drive.call(staff, 'POST', '/api/private/drive/staff/reject', {
      id: sent.body.data.id,
      reason: 'Again',
    })
    expect(twice.body.error.code).toBe('NOT_PENDING')
    const again = await drive.upload(
      alice,
      { bytes, name: 'r.pdf' },
      { title: 'Rejected essay, fixed', folder_id: economics },
    )
    expect(again.status).toBe(201)
  })

  it('is for staff only', async () => {
    const sent = await drive.upload(
      alice,
      { bytes: await pdf('Self review'), name: 's.pdf' },
      { title: 'Self review', folder_id: marketing },
    )
    const self = await drive.call(alice, 'POST', '/api/private/drive/staff/publish', {
      id: sent.body.data.id,
      folder_id: marketing,
      name: 'Self review',
    })
    expect(self.status).toBe(403)
    expect(
      (
        await drive.call(alice, 'POST', '/api/private/drive/staff/reject', {
          id: sent.body.data.id,
          reason: 'x',
        })
      ).status,
    ).toBe(403)
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('at once, on PostgreSQL', () => {
  it('the same bytes sent by five students at once land once', async () => {
    const bytes = await pdf('Raced essay')
    const students = await Promise.all(Array.from({ length: 5 }, () => drive.accounts.student()))
    const answers = await Promise.all(
      students.map((student, n) =>
        drive.upload(
          student,
          { bytes, name: 'race.pdf' },
          { title: `Raced essay ${n}`, folder_id: marketing },
        ),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused.map((answer) => answer.body.error.code)).toEqual(Array(4).fill('DUPLICATE_FILE'))
  })

  it('one upload published and rejected by two staff at once is decided once', async () => {
    const other = await drive.accounts.staff()
    const sent = await drive.upload(
      alice,
      { bytes: await pdf('Contested upload'), name: 'c.pdf' },
      { title: 'Contested upload', folder_id: marketing },
    )
    const [published, rejected] = await Promise.all([
      publish(sent.body.data.id, marketing, 'Contested upload'),
      drive.call(other, 'POST', '/api/private/drive/staff/reject', {
        id: sent.body.data.id,
        reason: 'Off topic',
      }),
    ])
    expect([published.status, rejected.status].sort()).toEqual([200, 409])
    const audit = await drive.call(
      staff,
      'GET',
      `/api/private/drive/staff/audit?subject_type=item&subject_id=${sent.body.data.id}`,
    )
    expect(audit.body.data).toHaveLength(1)
  })
})
