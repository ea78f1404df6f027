import { sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Archive, startArchive } from '../../testing/startArchive.ts'
import type { SignedIn } from '../../testing/startDrive.ts'

let { drive, staff, alice, bob, marketing, economics } = {} as Archive

beforeAll(async () => {
  ;({ drive, staff, alice, bob, marketing, economics } = await startArchive())
  await drive.published(alice, staff, economics, 'Kinh tế Việt Nam: bài luận mẫu', 'An essay about growth')
  await drive.published(alice, staff, marketing, 'Marketing mix for a coffee brand', 'Price and promotion')
  await drive.published(alice, staff, economics, 'Monetary policy essay', 'The marketing of government bonds')
})
afterAll(() => drive.close())

const search = (who: SignedIn | null, q: string, extra = '') =>
  drive.call(who, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}${extra}`)
const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((item) => item.name)

describe('archive search', () => {
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
    ).toMatchObject({ matched: 'text', root: 'core', folder: { code: 'ECON1192' } })
    expect(
      found.body.data.find((item: { name: string }) => item.name === 'Marketing mix for a coffee brand'),
    ).toMatchObject({ matched: 'name', folder: { id: marketing } })
    expect(names(await search(bob, 'marketing', `&folder_id=${economics}`))).toEqual([
      'Monetary policy essay',
    ])
    expect(names(await search(bob, 'marketing', '&type=folder'))).toEqual(['Marketing Principles'])
    expect(names(await search(bob, 'marketing', '&type=pdf'))).not.toContain('Marketing Principles')
    expect((await search(bob, 'marketing', '&type=video')).body.total).toBe(0)
    expect((await search(bob, 'marketing', '&root=major')).body.total).toBe(0)
  })

  it('pages, and counts every match', async () => {
    const paged = await search(bob, 'marketing', '&page_size=1&page=2')
    expect(paged.body).toMatchObject({ page: 2, page_size: 1 })
    expect(paged.body.data).toHaveLength(1)
    expect(paged.body.total).toBeGreaterThanOrEqual(3)
  })

  it('finds only what every student may see: no upload in review, not even the uploader’s', async () => {
    const sent = await drive.upload(
      alice,
      { bytes: sampleFiles.pdf(), name: 'x.pdf' },
      { title: 'Zebra crossing study', folder_id: marketing },
    )
    expect(sent.status).toBe(201)
    expect((await search(alice, 'zebra')).body.total).toBe(0)
    expect((await search(staff, 'zebra')).body.total).toBe(0)
  })

  it('treats LIKE wildcards as letters, and a query that folds to nothing finds nothing', async () => {
    expect((await search(bob, '%')).body.total).toBe(0)
    expect((await search(bob, '_')).body.total).toBe(0)
    expect((await search(bob, '   ')).body).toMatchObject({ data: [], total: 0 })
  })

  it('refuses a query too long or a page out of range, and a visitor', async () => {
    expect((await search(bob, 'a'.repeat(500))).status).toBe(400)
    expect((await search(bob, 'x', '&page=99999999999')).status).toBe(400)
    expect((await search(null, 'marketing')).status).toBe(401)
  })
})
