import { sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Archive, startArchive } from '../../testing/startArchive.ts'
import type { SignedIn } from '../../testing/startDrive.ts'

let { drive, staff, alice, bob, marketing, economics } = {} as Archive
let plan: string

beforeAll(async () => {
  ;({ drive, staff, alice, bob, marketing, economics } = await startArchive())
  plan = await drive.published(alice, staff, marketing, 'Marketing plan sample', 'A noodle shop')
})
afterAll(() => drive.close())

const get = (who: SignedIn | null, path: string) => drive.call(who, 'GET', `/api/private/drive/${path}`)
const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((item) => item.name)

describe('a folder’s contents', () => {
  it('lists folders first, then files, each by name, with counts of published files at any depth', async () => {
    const week = await drive.folder(staff, 'Week 1', marketing)
    await drive.published(alice, staff, week, 'Annotated bibliography', 'Sources for week one')
    const listed = await get(bob, `list?parent_id=${marketing}`)
    expect(listed.status).toBe(200)
    expect(listed.body.data.map((item: { type: string; name: string }) => [item.type, item.name])).toEqual([
      ['folder', 'Week 1'],
      ['file', 'Marketing plan sample'],
    ])
    expect(listed.body.data[0]).toMatchObject({ file_count: 1, starred: false, mine: false })
    expect(listed.body.data[1]).toMatchObject({
      mime_type: 'application/pdf',
      page_count: 2,
      file_count: null,
    })
    const core = await get(bob, 'list?parent_id=core')
    expect(core.body.data.find((item: { id: string }) => item.id === marketing)).toMatchObject({
      code: 'MKTG1205',
      file_count: 2,
    })
    expect((await get(alice, `list?parent_id=${marketing}`)).body.data[1]).toMatchObject({ mine: true })
  })

  it('answers 404 for a file or an unknown id, 400 for a root that is not listed or a path', async () => {
    expect((await get(bob, `list?parent_id=${plan}`)).status).toBe(404)
    expect((await get(bob, 'list?parent_id=6f1c2b8e-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await get(bob, 'list?parent_id=trash')).status).toBe(400)
    expect((await get(bob, 'list?parent_id=..%2F')).status).toBe(400)
  })

  it('lists the original product’s special roots: node (starred) and tmp (own uploads) as their own lists', async () => {
    const ids = (answer: { body: { data: { id: string }[] } }) => answer.body.data.map((item) => item.id)
    const node = await get(bob, 'list?parent_id=node')
    expect(node.status).toBe(200)
    expect(ids(node)).toEqual(ids(await get(bob, 'starred')))
    const tmp = await get(alice, 'list?parent_id=tmp')
    expect(tmp.status).toBe(200)
    expect(ids(tmp)).toEqual(ids(await get(alice, 'mine')))
  })
})

describe('one item', () => {
  it('shows a file with where it sits and links that open without the session', async () => {
    const detail = await get(bob, `get?id=${plan}`)
    expect(detail.status).toBe(200)
    expect(detail.body.data).toMatchObject({
      id: plan,
      root: 'core',
      path: [{ id: marketing, name: 'Marketing Principles', code: 'MKTG1205' }],
      reject_reason: null,
    })
    expect(detail.body.data.view_url).toMatch(/&inline=true$/)
    expect(Date.parse(detail.body.data.links_expire_at)).toBeGreaterThan(Date.now())
    expect((await drive.fetch(null, detail.body.data.download_url)).status).toBe(200)
  })

  it('shows a folder with its count and no links', async () => {
    const folder = await get(bob, `get?id=${economics}`)
    expect(folder.body.data).toMatchObject({
      type: 'folder',
      path: [],
      file_count: 0,
      view_url: null,
      download_url: null,
      links_expire_at: null,
    })
  })

  it('answers 400 before any query for what is not an id, and 404 for an id that does not exist', async () => {
    for (const id of ['../../etc/passwd', '123', 'x'.repeat(5000), '%00', 'core']) {
      expect((await get(bob, `get?id=${encodeURIComponent(id)}`)).status, id).toBe(400)
    }
    expect((await get(bob, 'get?id=6f1c2b8e-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('reads nothing without a session', async () => {
    expect((await get(null, 'list?parent_id=core')).status).toBe(401)
    expect((await get(null, `get?id=${plan}`)).status).toBe(401)
    expect((await get(null, 'popular')).status).toBe(401)
    expect((await get(null, 'folders')).status).toBe(401)
  })
})

describe('popular and related', () => {
  it('ranks course folders by how often their files are opened', async () => {
    const essay = await drive.published(alice, staff, economics, 'Economics essay sample', 'GDP growth')
    for (let i = 0; i < 3; i++) expect((await get(bob, `get?id=${essay}`)).status).toBe(200)
    const popular = await get(bob, 'popular')
    expect(popular.status).toBe(200)
    expect(names(popular).slice(0, 2)).toEqual(['Kinh tế vĩ mô', 'Marketing Principles'])
    expect(popular.body.data[0]).toMatchObject({ type: 'folder', code: 'ECON1192' })
  })

  it('lists the other published PDFs of the same folder, never the item itself', async () => {
    const other = await drive.published(alice, staff, marketing, 'Another marketing plan', 'Coffee brand')
    await drive.upload(
      alice,
      { bytes: sampleFiles.png(), name: 'diagram.png' },
      { title: 'A diagram in review', folder_id: marketing },
    )
    const related = await get(bob, `related?id=${plan}`)
    expect(names(related)).toEqual(['Another marketing plan'])
    expect(names(await get(bob, `related?id=${other}`))).toEqual(['Marketing plan sample'])
  })

  it('has nothing beside an upload in review, and hides it from everyone else', async () => {
    const sent = await drive.upload(
      alice,
      { bytes: sampleFiles.pdf(), name: 'draft.pdf' },
      { title: 'A draft in review', folder_id: marketing },
    )
    expect((await get(alice, `related?id=${sent.body.data.id}`)).body.data).toEqual([])
    expect((await get(bob, `related?id=${sent.body.data.id}`)).status).toBe(404)
  })
})

describe('the folder tree', () => {
  it('lists every folder with its root and parent, for the pickers', async () => {
    const tree = await get(bob, 'folders')
    expect(tree.status).toBe(200)
    expect(tree.body.data).toEqual(
      expect.arrayContaining([
        { id: marketing, name: 'Marketing Principles', code: 'MKTG1205', parent_id: 'core', root: 'core' },
        expect.objectContaining({ name: 'Week 1', parent_id: marketing, root: 'core' }),
      ]),
    )
    expect(tree.body.data.every((folder: object) => !('ancestors' in folder))).toBe(true)
  })
})
