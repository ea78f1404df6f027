import { sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePdf } from '../../seed/samplePdf.ts'
import { type RunningDrive, type SignedIn, startDrive } from '../../testing/startDrive.ts'

let drive: RunningDrive
let staff: SignedIn
let alice: SignedIn
let bob: SignedIn
let marketing: string
let economics: string

beforeAll(async () => {
  drive = await startDrive()
  staff = await drive.accounts.staff()
  alice = await drive.accounts.student()
  bob = await drive.accounts.student()
  marketing = await drive.folder(staff, 'Marketing Principles', 'core', 'MKTG1205')
  economics = await drive.folder(staff, 'Kinh tế vĩ mô', 'core', 'ECON1192')
})
afterAll(() => drive.close())

const pdf = (title: string, text = title) =>
  samplePdf({ title, course: 'TEST', paragraphs: [text], pages: 2 })
const search = (who: SignedIn, q: string, extra = '') =>
  drive.call(who, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}${extra}`)
const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((item) => item.name)

describe('an upload waiting for review', () => {
  let pending: string

  beforeAll(async () => {
    const sent = await drive.upload(
      alice,
      { bytes: await pdf('Pending plan for a noodle shop'), name: 'plan.pdf' },
      { title: 'Pending plan for a noodle shop', folder_id: marketing },
    )
    expect(sent.status).toBe(201)
    expect(sent.body.data).toMatchObject({ status: 'pending', parent_id: 'tmp', mine: true })
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
    const mine = await drive.call(alice, 'GET', '/api/private/drive/mine')
    expect(mine.body.data[0]).toMatchObject({ id: pending, status: 'pending', folder: { code: 'MKTG1205' } })
    const queue = await drive.call(staff, 'GET', '/api/private/drive/staff/queue?queue=pending')
    expect(queue.body.data.find((item: { id: string }) => item.id === pending)).toMatchObject({
      requested_folder: { id: marketing },
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

  it('once published, is listed and found by its title and by the text inside', async () => {
    const done = await drive.call(staff, 'POST', '/api/private/drive/staff/publish', {
      id: pending,
      folder_id: marketing,
      name: 'Marketing plan: a noodle shop',
    })
    expect(done.status).toBe(200)
    expect(names(await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${marketing}`))).toContain(
      'Marketing plan: a noodle shop',
    )
    expect(names(await search(bob, 'noodle'))).toContain('Marketing plan: a noodle shop')
    const byText = await search(bob, 'pending plan')
    expect(byText.body.data[0]).toMatchObject({ name: 'Marketing plan: a noodle shop', matched: 'text' })
    const audit = await drive.call(staff, 'GET', '/api/private/drive/staff/audit?subject_type=item')
    expect(audit.body.data[0]).toMatchObject({ action: 'upload.publish', subjectId: pending })
    expect(
      (
        await drive.call(staff, 'POST', '/api/private/drive/staff/publish', {
          id: pending,
          folder_id: marketing,
          name: 'Again',
        })
      ).body.error.code,
    ).toBe('NOT_PENDING')
  })
})

describe('upload rules', () => {
  it('needs the rights statement, a known folder, a title and an accepted type', async () => {
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
    expect(
      (await drive.call(alice, 'GET', '/api/private/drive/mine')).body.data.map(
        (item: { name: string }) => item.name,
      ),
    ).not.toContain('Rules sample')
  })

  it('rejects with a reason the uploader sees; the same file may then be sent again', async () => {
    const bytes = await pdf('Rejected essay')
    const sent = await drive.upload(
      alice,
      { bytes, name: 'r.pdf' },
      { title: 'Rejected essay', folder_id: economics },
    )
    const rejected = await drive.call(staff, 'POST', '/api/private/drive/staff/reject', {
      id: sent.body.data.id,
      reason: 'This is a lecturer’s slide deck, not a student’s work',
    })
    expect(rejected.status).toBe(200)
    const mine = await drive.call(alice, 'GET', '/api/private/drive/mine')
    expect(mine.body.data.find((item: { id: string }) => item.id === sent.body.data.id)).toMatchObject({
      status: 'rejected',
      reject_reason: 'This is a lecturer’s slide deck, not a student’s work',
    })
    const again = await drive.upload(
      alice,
      { bytes, name: 'r.pdf' },
      { title: 'Rejected essay, fixed', folder_id: economics },
    )
    expect(again.status).toBe(201)
  })
})

describe('ids and paths that are not ids', () => {
  it('answers 400 before any query and 404 for an id that does not exist', async () => {
    for (const id of ['../../etc/passwd', '123', 'x'.repeat(5000), '%00', 'core']) {
      const answer = await drive.call(bob, 'GET', `/api/private/drive/get?id=${encodeURIComponent(id)}`)
      expect(answer.status, id).toBe(400)
    }
    expect((await drive.call(bob, 'GET', '/api/private/drive/list?parent_id=trash')).status).toBe(400)
    expect((await drive.call(bob, 'GET', '/api/private/drive/list?parent_id=..%2F')).status).toBe(400)
    const unknown = '6f1c2b8e-0000-4000-8000-000000000000'
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${unknown}`)).status).toBe(404)
    expect((await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${unknown}`)).status).toBe(404)
    expect((await drive.fetch(bob, `/api/private/drive/download?id=${unknown}`)).status).toBe(404)
    expect((await drive.call(bob, 'GET', `/api/private/drive/search?q=${'a'.repeat(500)}`)).status).toBe(400)
    expect((await drive.call(bob, 'GET', '/api/private/drive/search?q=x&page=99999999999')).status).toBe(400)
  })

  it('lists the original product’s special roots: node (starred) and tmp (own uploads) as their own lists', async () => {
    const starred = await drive.call(bob, 'GET', '/api/private/drive/starred')
    const node = await drive.call(bob, 'GET', '/api/private/drive/list?parent_id=node')
    expect(node.status).toBe(200)
    expect(node.body.data.map((item: { id: string }) => item.id)).toEqual(
      starred.body.data.map((item: { id: string }) => item.id),
    )
    const mine = await drive.call(bob, 'GET', '/api/private/drive/mine')
    const tmp = await drive.call(bob, 'GET', '/api/private/drive/list?parent_id=tmp')
    expect(tmp.status).toBe(200)
    expect(tmp.body.data.map((item: { id: string }) => item.id)).toEqual(
      mine.body.data.map((item: { id: string }) => item.id),
    )
  })

  it('reads nothing without a session', async () => {
    expect((await drive.call(null, 'GET', '/api/private/drive/list?parent_id=core')).status).toBe(401)
    expect((await drive.call(null, 'GET', '/api/private/drive/search?q=marketing')).status).toBe(401)
  })
})

describe('downloads', () => {
  let id: string
  let bytes: Uint8Array

  beforeAll(async () => {
    id = await drive.published(alice, staff, marketing, 'Download sample', 'Bytes to read back')
    const item = await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)
    bytes = (await drive.fetch(null, item.body.data.download_url)).bytes
  })

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const item = await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)
    const range = await drive.fetch(null, item.body.data.view_url, { range: 'bytes=100-199' })
    expect(range.status).toBe(206)
    expect(range.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`)
    expect(range.bytes.equals(Buffer.from(bytes.subarray(100, 200)))).toBe(true)
    expect(range.headers['content-disposition']).toMatch(/^inline/)
    const whole = await drive.fetch(bob, `/api/private/drive/download?id=${id}`)
    expect(whole.status).toBe(200)
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="Download sample.pdf"/)
  })

  it('refuses a forged, altered or expired link', async () => {
    const item = await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)
    const url = new URL(item.body.data.download_url, 'http://x')
    const forged = `/api/private/drive/download?id=${id}&exp=${url.searchParams.get('exp')}&sig=${'A'.repeat(43)}`
    expect((await drive.fetch(null, forged)).status).toBe(403)
    const later = `/api/private/drive/download?id=${id}&exp=${Number(url.searchParams.get('exp')) + 1}&sig=${url.searchParams.get('sig')}`
    expect((await drive.fetch(null, later)).status).toBe(403)
    const past = `/api/private/drive/download?id=${id}&exp=1000&sig=${url.searchParams.get('sig')}`
    expect((await drive.fetch(null, past)).status).toBe(403)
  })
})

describe('search', () => {
  beforeAll(async () => {
    await drive.published(alice, staff, economics, 'Kinh tế Việt Nam: bài luận mẫu', 'An essay about growth')
    await drive.published(alice, staff, marketing, 'Marketing mix for a coffee brand', 'Price and promotion')
    await drive.published(
      alice,
      staff,
      economics,
      'Monetary policy essay',
      'The marketing of government bonds',
    )
  })

  it('ignores diacritics and case, and tolerates a typo', async () => {
    expect(names(await search(bob, 'kinh te'))).toContain('Kinh tế Việt Nam: bài luận mẫu')
    expect(names(await search(bob, 'KINH TẾ VIỆT'))).toContain('Kinh tế Việt Nam: bài luận mẫu')
    expect(names(await search(bob, 'marketng'))).toContain('Marketing mix for a coffee brand')
  })

  it('ranks matches in the name before matches in the text, and filters by folder, root and type', async () => {
    const found = await search(bob, 'marketing')
    const order = names(found)
    expect(order.indexOf('Marketing mix for a coffee brand')).toBeLessThan(
      order.indexOf('Monetary policy essay'),
    )
    expect(
      found.body.data.find((item: { name: string }) => item.name === 'Monetary policy essay'),
    ).toMatchObject({
      matched: 'text',
      folder: { code: 'ECON1192' },
    })
    expect(names(await search(bob, 'marketing', `&folder_id=${economics}`))).toEqual([
      'Monetary policy essay',
    ])
    expect(names(await search(bob, 'marketing', '&type=folder'))).toEqual(['Marketing Principles'])
    expect((await search(bob, 'marketing', '&root=major')).body.total).toBe(0)
    const paged = await search(bob, 'marketing', '&page_size=1&page=2')
    expect(paged.body).toMatchObject({ page: 2, page_size: 1 })
    expect(paged.body.data).toHaveLength(1)
    expect(paged.body.total).toBeGreaterThanOrEqual(3)
  })

  it('treats LIKE wildcards as letters', async () => {
    expect((await search(bob, '%')).body.total).toBe(0)
    expect((await search(bob, '_')).body.total).toBe(0)
  })
})

describe('stars and reports', () => {
  it('keeps stars per student, on the server', async () => {
    const id = await drive.published(alice, staff, marketing, 'Starred case study', 'Worth keeping')
    expect((await drive.call(bob, 'POST', '/api/private/drive/star', { id })).body.data.starred).toBe(true)
    expect((await drive.call(bob, 'POST', '/api/private/drive/star', { id })).status).toBe(200)
    expect(names(await drive.call(bob, 'GET', '/api/private/drive/starred'))).toEqual(['Starred case study'])
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).body.data.starred).toBe(true)
    expect((await drive.call(alice, 'GET', '/api/private/drive/starred')).body.data).toEqual([])
    await drive.call(bob, 'POST', '/api/private/drive/unstar', { id })
    expect((await drive.call(bob, 'GET', '/api/private/drive/starred')).body.data).toEqual([])
  })

  it('takes a reported file down at once: search, lists, get and every download', async () => {
    const id = await drive.published(alice, staff, marketing, 'Copied report', 'Someone else wrote this')
    const link = (await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).body.data.download_url
    expect(
      (await drive.call(alice, 'POST', '/api/private/drive/report', { id, reason: 'copyright' })).body.error
        .code,
    ).toBe('CANNOT_REPORT_OWN')
    const report = { id, reason: 'copyright', note: 'This is my essay from last year' }
    expect((await drive.call(bob, 'POST', '/api/private/drive/report', report)).status).toBe(200)
    expect((await drive.call(bob, 'POST', '/api/private/drive/report', report)).body.error.code).toBe(
      'ALREADY_REPORTED',
    )
    const queue = await drive.call(staff, 'GET', '/api/private/drive/staff/queue?queue=reported')
    expect(queue.body.data[0]).toMatchObject({
      id,
      reports: [{ reason: 'copyright', note: 'This is my essay from last year' }],
    })
    expect(
      (await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', { id, action: 'hide' })).body
        .error.code,
    ).toBe('REASON_REQUIRED')
    const hidden = await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', {
      id,
      action: 'hide',
      reason: 'the reporter showed it is their work',
    })
    expect(hidden.status).toBe(200)
    expect((await search(bob, 'copied report')).body.total).toBe(0)
    expect(
      names(await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${marketing}`)),
    ).not.toContain('Copied report')
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).status).toBe(404)
    expect((await drive.fetch(null, link)).status).toBe(404)
    expect((await drive.fetch(bob, `/api/private/drive/download?id=${id}`)).status).toBe(404)
    await drive.app.outbox.drain()
    const mail = await drive.call(staff, 'GET', '/api/private/drive/staff/mail?status=sent')
    expect(mail.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'archive-report-upheld', to: bob.email })]),
    )
    const takenDown = await drive.call(staff, 'GET', '/api/private/drive/staff/queue?queue=hidden')
    expect(takenDown.body.data.map((item: { id: string }) => item.id)).toContain(id)
    await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', { id, action: 'restore' })
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).status).toBe(200)
  })
})

describe('folders on the desk', () => {
  it('creates, renames, moves and deletes, refusing cycles, clashes and non-empty folders', async () => {
    const parent = await drive.folder(staff, 'Business', 'major', 'BUS')
    const child = await drive.folder(staff, 'Year 1', parent)
    expect(
      (
        await drive.call(staff, 'POST', '/api/private/drive/staff/folder/create', {
          parent_id: parent,
          name: 'year 1',
        })
      ).body.error.code,
    ).toBe('NAME_TAKEN')
    expect(
      (
        await drive.call(staff, 'POST', '/api/private/drive/staff/folder/move', {
          id: parent,
          parent_id: child,
        })
      ).body.error.code,
    ).toBe('FOLDER_CYCLE')
    const id = await drive.published(alice, staff, child, 'Nested sample', 'Deep in the tree')
    expect(names(await search(bob, 'nested sample', `&folder_id=${parent}`))).toEqual(['Nested sample'])
    const moved = await drive.call(staff, 'POST', '/api/private/drive/staff/folder/move', {
      id: child,
      parent_id: 'core',
    })
    expect(moved.body.data).toMatchObject({ parent_id: 'core' })
    expect((await search(bob, 'nested sample', `&folder_id=${parent}`)).body.total).toBe(0)
    expect(names(await search(bob, 'nested sample', `&folder_id=${child}&root=core`))).toEqual([
      'Nested sample',
    ])
    const detail = await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)
    expect(detail.body.data.path.map((folder: { name: string }) => folder.name)).toEqual(['Year 1'])
    expect(
      (await drive.call(staff, 'POST', '/api/private/drive/staff/folder/delete', { id: child })).body.error
        .code,
    ).toBe('FOLDER_NOT_EMPTY')
    const renamed = await drive.call(staff, 'POST', '/api/private/drive/staff/rename', {
      id: parent,
      name: 'Business Management',
      code: 'bm',
    })
    expect(renamed.body.data).toMatchObject({ name: 'Business Management', code: 'BM' })
    expect(
      (await drive.call(staff, 'POST', '/api/private/drive/staff/folder/delete', { id: parent })).status,
    ).toBe(200)
    const actions = (await drive.call(staff, 'GET', '/api/private/drive/staff/audit?limit=10')).body.data.map(
      (entry: { action: string }) => entry.action,
    )
    expect(actions).toEqual(
      expect.arrayContaining(['folder.create', 'folder.move', 'folder.rename', 'folder.delete']),
    )
    expect(
      (
        await drive.call(bob, 'POST', '/api/private/drive/staff/folder/create', {
          parent_id: 'core',
          name: 'Mine',
        })
      ).status,
    ).toBe(403)
  })
})
