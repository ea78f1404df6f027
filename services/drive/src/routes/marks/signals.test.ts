import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDrive, type SignedIn, startDrive } from '../../testing/startDrive.ts'

let drive: RunningDrive
let staff: SignedIn
let alice: SignedIn
let bob: SignedIn
let folder: string

beforeAll(async () => {
  drive = await startDrive()
  staff = await drive.accounts.staff()
  alice = await drive.accounts.student()
  bob = await drive.accounts.student()
  folder = await drive.folder(staff, 'Business Statistics 1', 'core', 'ECON1193')
})
afterAll(() => drive.close())

const helpful = (who: SignedIn, id: string, value: boolean) =>
  drive.call(who, 'POST', '/api/private/drive/helpful', { id, helpful: value })
const listed = async (who: SignedIn, sort = 'name') =>
  (await drive.call(who, 'GET', `/api/private/drive/list?parent_id=${folder}&sort=${sort}`)).body.data as {
    id: string
    name: string
    helpful: boolean
    helpful_count: number
    download_count: number
    thumbnail_url: string | null
    course: { code: string } | null
  }[]

describe('Helpful', () => {
  it('counts once per student, toggles back, and sorts a folder by it', async () => {
    const first = await drive.published(alice, staff, folder, 'Regression report A')
    const second = await drive.published(alice, staff, folder, 'Regression report B')
    expect((await helpful(bob, second, true)).body.data).toEqual({ helpful: true, helpful_count: 1 })
    expect((await helpful(bob, second, true)).body.data).toEqual({ helpful: true, helpful_count: 1 })
    expect((await helpful(staff, second, true)).body.data.helpful_count).toBe(2)
    expect((await helpful(alice, first, true)).body.data.helpful_count).toBe(1)
    expect((await listed(bob, 'helpful')).map((item) => item.id)).toEqual([second, first])
    expect((await listed(bob)).find((item) => item.id === second)).toMatchObject({
      helpful: true,
      helpful_count: 2,
    })
    expect((await helpful(bob, second, false)).body.data).toEqual({ helpful: false, helpful_count: 1 })
    expect((await helpful(bob, second, false)).body.data.helpful_count).toBe(1)
  })

  it('ends consistent after 20 concurrent toggles by one student and marks by others', async () => {
    const id = await drive.published(alice, staff, folder, 'Hypothesis testing walk-through')
    const others = await Promise.all([drive.accounts.student(), drive.accounts.student()])
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => helpful(bob, id, n % 2 === 0)),
      ...others.map((who) => helpful(who, id, true)),
    ])
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    const marks = await drive.app.db
      .selectFrom('helpful_marks')
      .select('user_id')
      .where('item_id', '=', id)
      .execute()
    const item = await drive.app.db
      .selectFrom('items')
      .select('helpful_count')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(item.helpful_count).toBe(marks.length)
    expect(marks.length === 2 || marks.length === 3).toBe(true)
  }, 60_000)

  it('is only for published files a student can see', async () => {
    expect((await helpful(bob, folder, true)).status).toBe(404)
  })
})

describe('downloads', () => {
  it('count once per student per day, through the Download link, never through the viewer', async () => {
    const id = await drive.published(alice, staff, folder, 'Sampling distributions notes')
    const item = (await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)).body.data
    expect(item.download_url).toContain(`by=${bob.userId}`)
    await drive.fetch(null, item.view_url)
    await drive.fetch(null, item.download_url)
    await drive.fetch(null, item.download_url)
    await drive.fetch(bob, `/api/private/drive/download?id=${id}`)
    const other = (await drive.call(alice, 'GET', `/api/private/drive/get?id=${id}`)).body.data
    await drive.fetch(null, other.download_url)
    const tampered = item.download_url.replace(`by=${bob.userId}`, `by=${alice.userId}`)
    expect((await drive.fetch(null, tampered)).status).toBe(403)
    expect((await listed(bob)).find((row) => row.id === id)?.download_count).toBe(2)
    expect((await listed(bob, 'downloads'))[0]?.id).toBe(id)
  })
})

describe('previews', () => {
  it('are made by a background job after the upload, and served by a signed link that lists carry', async () => {
    const id = await drive.published(alice, staff, folder, 'Chi-square test example')
    await drive.app.jobs.drain()
    const row = (await listed(bob)).find((item) => item.id === id)
    if (!row?.thumbnail_url) throw new Error('no preview')
    expect(row.course).toMatchObject({ code: 'ECON1193' })
    expect(row.thumbnail_url).toMatch(/^\/api\/private\/drive\/thumbnail\?id=.+&exp=\d+&sig=/)
    const image = await drive.fetch(null, row.thumbnail_url)
    expect(image.status).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.bytes.subarray(8, 12).toString()).toBe('WEBP')
    // The same address all hour, so the browser's cache keeps it.
    expect((await listed(bob)).find((item) => item.id === id)?.thumbnail_url).toBe(row.thumbnail_url)
    const forged = row.thumbnail_url.replace(/sig=.*/, `sig=${'A'.repeat(43)}`)
    expect((await drive.fetch(null, forged)).status).toBe(403)
  })
})
