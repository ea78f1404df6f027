import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDrive, type SignedIn, startDrive } from '../testing/startDrive.ts'

let drive: RunningDrive
let student: SignedIn

beforeAll(async () => {
  drive = await startDrive({ SEED_DEMO: true })
  student = await drive.accounts.student()
}, 120_000)
afterAll(() => drive.close())

const search = async (q: string) =>
  (
    await drive.call(student, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}&page_size=8`)
  ).body.data.map(
    (item: { name: string; type: string }) => `${item.type === 'folder' ? 'folder ' : ''}${item.name}`,
  )

// The order of the first results over the demo archive (docs/decisions/0791-search-ranking-and-speed.md).
describe('search ranking over the demo archive', () => {
  it('puts the course whose code is the query first, then its samples, then courses with close codes', async () => {
    const course = ['folder Macroeconomics 1']
    const samples = [
      'Assignment 2 sample: inflation and interest rates',
      'Kinh tế vĩ mô: essay on Vietnam’s GDP growth',
    ]
    expect(await search('ECON1192')).toEqual([
      ...course,
      ...samples,
      'folder Business Statistics 1',
      'folder Prices and Markets',
    ])
    expect(await search('econ 1192')).toEqual([...course, ...samples])
  })

  it('finds a Vietnamese title without its diacritics, and a course name with a typo', async () => {
    expect(await search('kinh te vi mo')).toEqual([
      'Kinh tế vĩ mô: essay on Vietnam’s GDP growth',
      'folder Kinh tế và Tài chính (Economics and Finance)',
    ])
    expect(await search('macroeconomcs')).toEqual(['folder Macroeconomics 1'])
  })

  it('puts names that start with the query first, the shortest first', async () => {
    const found = await search('marketing')
    expect(found[0]).toBe('folder Marketing')
    expect(found).toContain('folder Marketing Principles')
  })
})
