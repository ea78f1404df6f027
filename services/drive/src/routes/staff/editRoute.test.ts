import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePdf } from '../../seed/samplePdf.ts'
import { type Archive, startArchive } from '../../testing/startArchive.ts'

let { drive, staff, alice, bob, marketing, economics } = {} as Archive

beforeAll(async () => {
  ;({ drive, staff, alice, bob, marketing, economics } = await startArchive())
})
afterAll(() => drive.close())

const pdf = (title: string, text = title) =>
  samplePdf({ title, course: 'TEST', paragraphs: [text], pages: 2 })
const names = (answer: { body: { data: { name: string }[] } }) => answer.body.data.map((item) => item.name)

describe('staff preview and edit on the desk', () => {
  it('corrects a waiting upload’s title, course, year and semester, and a published file’s place; audited', async () => {
    const sent = await drive.upload(
      alice,
      { bytes: await pdf('Edit me please'), name: 'edit.pdf' },
      { title: 'Edit me please', folder_id: marketing },
    )
    const id = sent.body.data.id
    const edit = (body: object) => drive.call(staff, 'POST', '/api/private/drive/staff/edit', { id, ...body })
    expect(
      (await edit({ name: 'Brand audit of a café chain', folder_id: economics, year: 2024, semester: 2 }))
        .body.data,
    ).toMatchObject({
      name: 'Brand audit of a café chain',
      status: 'pending',
      year: 2024,
      semester: 2,
    })
    const queue = await drive.call(staff, 'GET', '/api/private/drive/staff/queue?queue=pending')
    expect(queue.body.data.find((item: { id: string }) => item.id === id).requested_folder).toMatchObject({
      id: economics,
    })
    await drive.call(staff, 'POST', '/api/private/drive/staff/publish', {
      id,
      folder_id: economics,
      name: 'Brand audit of a café chain',
    })
    expect((await edit({ folder_id: marketing })).status).toBe(200)
    expect(names(await drive.call(bob, 'GET', `/api/private/drive/list?parent_id=${marketing}`))).toContain(
      'Brand audit of a café chain',
    )
    expect((await edit({ semester: 4 })).status).toBe(400)
    expect(
      (await drive.call(bob, 'POST', '/api/private/drive/staff/edit', { id, name: 'Mine now' })).status,
    ).toBe(403)
    const audit = await drive.call(
      staff,
      'GET',
      `/api/private/drive/staff/audit?subject_type=item&subject_id=${id}`,
    )
    expect(audit.body.data.map((entry: { action: string }) => entry.action)).toContain('item.edit')
  })

  it('previews a waiting upload with its asked-for course and the links the viewer opens; 404 once rejected', async () => {
    const sent = await drive.upload(
      alice,
      { bytes: await pdf('Preview me on the desk'), name: 'preview.pdf' },
      { title: 'Preview me on the desk', folder_id: marketing },
    )
    const id = sent.body.data.id
    const preview = (who = staff) => drive.call(who, 'GET', `/api/private/drive/staff/item?id=${id}`)
    const shown = (await preview()).body.data
    expect(shown).toMatchObject({
      id,
      name: 'Preview me on the desk',
      status: 'pending',
      root: 'tmp',
      requested_folder: { id: marketing, code: 'MKTG1205' },
      reports: [],
    })
    expect(shown.view_url).toMatch(/^\/api\/private\/drive\/download\?id=/)
    expect((await drive.fetch(staff, shown.view_url)).status).toBe(200)
    expect((await preview(alice)).status).toBe(403)
    expect((await drive.call(staff, 'GET', `/api/private/drive/staff/item?id=${marketing}`)).status).toBe(404)

    await drive.call(staff, 'POST', '/api/private/drive/staff/reject', { id, reason: 'Unreadable scan' })
    expect((await preview()).status).toBe(404)
  })
})
