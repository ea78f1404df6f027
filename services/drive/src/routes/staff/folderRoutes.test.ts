import { sampleFiles, testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Archive, startArchive } from '../../testing/startArchive.ts'

let { drive, staff, alice, bob } = {} as Archive

beforeAll(async () => {
  ;({ drive, staff, alice, bob } = await startArchive())
})
afterAll(() => drive.close())

const desk = (path: string, body: Record<string, unknown>, who = staff) =>
  drive.call(who, 'POST', `/api/private/drive/staff/${path}`, body)
const search = (q: string, extra = '') =>
  drive.call(bob, 'GET', `/api/private/drive/search?q=${encodeURIComponent(q)}${extra}`)
const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((item) => item.name)
const actions = async () =>
  (await drive.call(staff, 'GET', '/api/private/drive/staff/audit?limit=50')).body.data.map(
    (entry: { action: string }) => entry.action,
  )

describe('folders on the desk', () => {
  it('are created under a root or a folder, with the code in capitals, names unique per parent', async () => {
    const made = await desk('folder/create', {
      parent_id: 'major',
      name: '  Design Studies  ',
      code: 'des-1',
    })
    expect(made.status).toBe(200)
    expect(made.body.data).toMatchObject({
      type: 'folder',
      parent_id: 'major',
      name: 'Design Studies',
      code: 'DES-1',
    })
    expect(
      (await desk('folder/create', { parent_id: 'major', name: 'design studies' })).body.error.code,
    ).toBe('NAME_TAKEN')
    expect((await desk('folder/create', { parent_id: 'core', name: 'Design Studies' })).status).toBe(200)
    expect((await desk('folder/create', { parent_id: 'tmp', name: 'Uploads' })).status).toBe(400)
    const file = await drive.published(alice, staff, made.body.data.id, 'A file, not a folder', 'x')
    expect((await desk('folder/create', { parent_id: file, name: 'Inside a file' })).status).toBe(404)
    expect(names(await search('design studies', '&type=folder'))).toEqual([
      'Design Studies',
      'Design Studies',
    ])
  })

  it('move with everything below them, never into themselves, and rename, refusing clashes', async () => {
    const parent = await drive.folder(staff, 'Business', 'major', 'BUS')
    const child = await drive.folder(staff, 'Year 1', parent)
    const grandchild = await drive.folder(staff, 'Semester A', child)
    expect((await desk('folder/create', { parent_id: parent, name: 'year 1' })).body.error.code).toBe(
      'NAME_TAKEN',
    )
    expect((await desk('folder/move', { id: parent, parent_id: parent })).body.error.code).toBe(
      'FOLDER_CYCLE',
    )
    expect((await desk('folder/move', { id: parent, parent_id: grandchild })).body.error.code).toBe(
      'FOLDER_CYCLE',
    )
    const id = await drive.published(alice, staff, grandchild, 'Nested sample', 'Deep in the tree')
    expect(names(await search('nested sample', `&folder_id=${parent}`))).toEqual(['Nested sample'])
    const moved = await desk('folder/move', { id: child, parent_id: 'core' })
    expect(moved.body.data).toMatchObject({ parent_id: 'core' })
    expect((await search('nested sample', `&folder_id=${parent}`)).body.total).toBe(0)
    expect(names(await search('nested sample', `&folder_id=${child}&root=core`))).toEqual(['Nested sample'])
    const detail = await drive.call(bob, 'GET', `/api/private/drive/get?id=${id}`)
    expect(detail.body.data).toMatchObject({ root: 'core' })
    expect(detail.body.data.path.map((folder: { name: string }) => folder.name)).toEqual([
      'Year 1',
      'Semester A',
    ])
    const twin = await drive.folder(staff, 'Year 1', parent)
    expect((await desk('folder/move', { id: twin, parent_id: 'core' })).body.error.code).toBe('NAME_TAKEN')
    expect((await desk('rename', { id: twin, name: 'Year 2' })).status).toBe(200)
    const renamed = await desk('rename', { id: parent, name: 'Business Management', code: 'bm' })
    expect(renamed.body.data).toMatchObject({ name: 'Business Management', code: 'BM' })
    expect((await desk('rename', { id: twin, name: 'year 2' })).body.data.name).toBe('year 2')
    const file = await desk('rename', { id, name: 'Nested sample, renamed', code: 'IGNORED' })
    expect(file.body.data).toMatchObject({ type: 'file', name: 'Nested sample, renamed', code: null })
    expect(names(await search('renamed'))).toEqual(['Nested sample, renamed'])
  })

  it('are deleted only empty: no file in any status, no subfolder, no upload asking for them', async () => {
    const outer = await drive.folder(staff, 'Outer', 'core')
    const inner = await drive.folder(staff, 'Inner', outer)
    expect((await desk('folder/delete', { id: outer })).body.error.code).toBe('FOLDER_NOT_EMPTY')
    const sent = await drive.upload(
      alice,
      { bytes: sampleFiles.pdf(), name: 'a.pdf' },
      { title: 'Asks for Inner', folder_id: inner },
    )
    expect(sent.status).toBe(201)
    expect((await desk('folder/delete', { id: inner })).body.error.code).toBe('FOLDER_NOT_EMPTY')
    await desk('reject', { id: sent.body.data.id, reason: 'Not a sample' })
    expect((await desk('folder/delete', { id: inner })).body.error.code).toBe('FOLDER_NOT_EMPTY')
    const empty = await drive.folder(staff, 'Empty', 'core')
    expect((await desk('folder/delete', { id: empty })).status).toBe(200)
    expect((await drive.call(bob, 'GET', `/api/private/drive/get?id=${empty}`)).status).toBe(404)
    expect((await desk('folder/delete', { id: empty })).status).toBe(404)
  })

  it('are audited, and for staff only', async () => {
    expect(await actions()).toEqual(
      expect.arrayContaining([
        'folder.create',
        'folder.move',
        'folder.rename',
        'file.rename',
        'folder.delete',
      ]),
    )
    expect((await desk('folder/create', { parent_id: 'core', name: 'Mine' }, bob)).status).toBe(403)
    expect((await desk('rename', { id: '6f1c2b8e-0000-4000-8000-000000000000', name: 'Gone' })).status).toBe(
      404,
    )
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('folders at once, on PostgreSQL', () => {
  it('a folder moved under another while that one moves under it ends in no cycle', async () => {
    const left = await drive.folder(staff, 'Left', 'core')
    const right = await drive.folder(staff, 'Right', 'core')
    const answers = await Promise.all([
      desk('folder/move', { id: left, parent_id: right }),
      desk('folder/move', { id: right, parent_id: left }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(answers.find((answer) => answer.status === 400)?.body.error.code).toBe('FOLDER_CYCLE')
    const parents = await drive.app.db
      .selectFrom('items')
      .select(['id', 'parent_id'])
      .where('id', 'in', [left, right])
      .execute()
    expect(parents.filter((folder) => folder.parent_id === 'core')).toHaveLength(1)
  })
})
