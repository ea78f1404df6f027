import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDrive, type SignedIn, startDrive } from '../testing/startDrive.ts'

let drive: RunningDrive
let student: SignedIn

beforeAll(async () => {
  drive = await startDrive({ SEED_DEMO: true })
  student = await drive.accounts.student()
}, 120_000)
afterAll(() => drive.close())

describe('the demo archive', () => {
  it('has Core Courses and Majors with PDFs that have pages and text, a video, an image and a Word file', async () => {
    const core = await drive.call(student, 'GET', '/api/private/drive/list?parent_id=core')
    expect(core.body.data.map((folder: { code: string }) => folder.code)).toEqual(
      expect.arrayContaining(['ECON1192', 'MKTG1205', 'ENGL1234']),
    )
    const majors = await drive.call(student, 'GET', '/api/private/drive/list?parent_id=major')
    expect(majors.body.data.length).toBeGreaterThanOrEqual(5)
    const marketing = core.body.data.find((folder: { code: string }) => folder.code === 'MKTG1205')
    expect(marketing.file_count).toBe(4)
    const files = (await drive.call(student, 'GET', `/api/private/drive/list?parent_id=${marketing.id}`)).body
      .data
    expect(files.map((file: { mime_type: string }) => file.mime_type).sort()).toEqual([
      'application/pdf',
      'application/pdf',
      'image/png',
      'video/webm',
    ])
    const plan = files.find((file: { name: string }) => file.name.startsWith('Marketing plan sample'))
    expect(plan.page_count).toBe(8)
    const reader = await drive.call(student, 'GET', '/api/private/drive/search?q=course reader')
    expect(reader.body.data[0]).toMatchObject({ name: 'Course reader: academic writing', page_count: 300 })
  })

  it('is found without diacritics, with a typo, and by the words inside a PDF', async () => {
    const search = async (q: string) =>
      (
        await drive.call(student, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}`)
      ).body.data.map((item: { name: string }) => item.name)
    expect(await search('kinh te')).toEqual(
      expect.arrayContaining([
        'Kinh tế vĩ mô: essay on Vietnam’s GDP growth',
        'Kinh tế và Tài chính (Economics and Finance)',
      ]),
    )
    expect(await search('marketng')).toEqual(expect.arrayContaining(['Marketing Principles', 'Marketing']))
    expect(await search('heteroscedasticity')).toEqual([
      'Assignment 1 sample: regression of household spending',
    ])
  })

  it('runs once', async () => {
    const before = await drive.app.db
      .selectFrom('items')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst()
    const { seedDemo } = await import('./seedDemo.ts')
    await seedDemo(drive.app)
    const after = await drive.app.db
      .selectFrom('items')
      .select(({ fn }) => fn.countAll().as('n'))
      .executeTakeFirst()
    expect(after).toEqual(before)
  })
})

const ranked = async (q: string) =>
  (
    await drive.call(student, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}&page_size=8`)
  ).body.data.map(
    (item: { name: string; type: string }) => `${item.type === 'folder' ? 'folder ' : ''}${item.name}`,
  )

// The order of the first results over the demo archive (docs/decisions/0750-search-ranking-and-speed.md).
describe('search ranking over the demo archive', () => {
  it('puts the course whose code is the query first, then its samples, then courses with close codes', async () => {
    const course = ['folder Macroeconomics 1']
    const samples = [
      'Assignment 2 sample: inflation and interest rates',
      'Kinh tế vĩ mô: essay on Vietnam’s GDP growth',
    ]
    expect(await ranked('ECON1192')).toEqual([
      ...course,
      ...samples,
      'folder Business Statistics 1',
      'folder Prices and Markets',
    ])
    expect(await ranked('econ 1192')).toEqual([...course, ...samples])
  })

  it('finds a Vietnamese title without its diacritics, and a course name with a typo', async () => {
    expect(await ranked('kinh te vi mo')).toEqual([
      'Kinh tế vĩ mô: essay on Vietnam’s GDP growth',
      'folder Kinh tế và Tài chính (Economics and Finance)',
    ])
    expect(await ranked('macroeconomcs')).toEqual(['folder Macroeconomics 1'])
  })

  it('puts names that start with the query first, the shortest first', async () => {
    const found = await ranked('marketing')
    expect(found[0]).toBe('folder Marketing')
    expect(found).toContain('folder Marketing Principles')
  })
})
