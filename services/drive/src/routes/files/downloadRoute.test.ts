import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { samplePdf } from '../../seed/samplePdf.ts'
import { type Archive, startArchive } from '../../testing/startArchive.ts'
import type { SignedIn } from '../../testing/startDrive.ts'

let { drive, staff, alice, bob, marketing } = {} as Archive
let id: string
let bytes: Uint8Array

beforeAll(async () => {
  ;({ drive, staff, alice, bob, marketing } = await startArchive())
  id = await drive.published(alice, staff, marketing, 'Download sample', 'Bytes to read back')
  bytes = (await drive.fetch(null, (await links(bob, id)).download_url)).bytes
})
afterAll(() => drive.close())

/** The signed links `get` hands out to this reader. */
async function links(who: SignedIn, itemId: string) {
  const item = await drive.call(who, 'GET', `/api/private/drive/get?id=${itemId}`)
  expect(item.status).toBe(200)
  return item.body.data as { view_url: string; download_url: string }
}

/** A link's query with some of its parts replaced. */
function altered(link: string, parts: Record<string, string>) {
  const url = new URL(link, 'http://drive')
  for (const [name, value] of Object.entries(parts)) url.searchParams.set(name, value)
  return `${url.pathname}${url.search}`
}

describe('signed file links', () => {
  it('open the file without a session: inline to view, as an attachment to save, never cached for others', async () => {
    const { view_url, download_url } = await links(bob, id)
    const saved = await drive.fetch(null, download_url)
    expect(saved.status).toBe(200)
    expect(saved.headers['content-type']).toBe('application/pdf')
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="Download sample.pdf"/)
    expect(saved.headers['cache-control']).toBe('private, no-cache')
    expect((await drive.fetch(null, view_url)).headers['content-disposition']).toMatch(/^inline/)
  })

  it('answer a byte range with 206 and exactly those bytes', async () => {
    const range = await drive.fetch(null, (await links(bob, id)).view_url, { range: 'bytes=100-199' })
    expect(range.status).toBe(206)
    expect(range.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`)
    expect(range.bytes.equals(Buffer.from(bytes.subarray(100, 200)))).toBe(true)
  })

  it('are refused forged, altered or expired (403: a published file only needs a fresh link)', async () => {
    const link = (await links(bob, id)).download_url
    const exp = Number(new URL(link, 'http://drive').searchParams.get('exp'))
    expect((await drive.fetch(null, altered(link, { sig: 'A'.repeat(43) }))).status).toBe(403)
    expect((await drive.fetch(null, altered(link, { exp: String(exp + 1) }))).status).toBe(403)
    expect((await drive.fetch(null, altered(link, { exp: '1000' }))).status).toBe(403)
    const expired = await drive.call(null, 'GET', altered(link, { exp: '1000' }))
    expect(expired.body.error.code).toBe('LINK_EXPIRED')
    const other = await drive.published(alice, staff, marketing, 'Another file', 'Other bytes')
    expect((await drive.fetch(null, altered(link, { id: other }))).status).toBe(403)
  })

  it('stop working when the file’s status changes: an upload’s link dies when it is published', async () => {
    const pdf = await samplePdf({ title: 'Linked draft', course: 'TEST', paragraphs: ['x'], pages: 1 })
    const sent = await drive.upload(
      alice,
      { bytes: pdf, name: 'd.pdf' },
      { title: 'Linked draft', folder_id: marketing },
    )
    const draftLink = (await links(alice, sent.body.data.id)).download_url
    expect((await drive.fetch(null, draftLink)).status).toBe(200)
    const done = await drive.call(staff, 'POST', '/api/private/drive/staff/publish', {
      id: sent.body.data.id,
      folder_id: marketing,
      name: 'Linked draft',
    })
    expect(done.status).toBe(200)
    expect((await drive.fetch(null, draftLink)).status).toBe(403)
    expect((await drive.fetch(null, (await links(bob, sent.body.data.id)).download_url)).status).toBe(200)
  })

  it('of a file taken down answer 404, as if it never existed', async () => {
    const gone = await drive.published(alice, staff, marketing, 'Taken down file', 'Soon hidden')
    const link = (await links(bob, gone)).download_url
    const hidden = await drive.call(staff, 'POST', '/api/private/drive/staff/moderate', {
      id: gone,
      action: 'hide',
      reason: 'copied',
    })
    expect(hidden.status).toBe(200)
    expect((await drive.fetch(null, link)).status).toBe(404)
  })
})

describe('downloads with the session instead of a link', () => {
  it('need a session, and follow who may see the file', async () => {
    expect((await drive.fetch(null, `/api/private/drive/download?id=${id}`)).status).toBe(401)
    const whole = await drive.fetch(bob, `/api/private/drive/download?id=${id}`)
    expect(whole.status).toBe(200)
    expect(whole.bytes.equals(Buffer.from(bytes))).toBe(true)
    const pdf = await samplePdf({ title: 'Private draft', course: 'TEST', paragraphs: ['y'], pages: 1 })
    const sent = await drive.upload(
      alice,
      { bytes: pdf, name: 'p.pdf' },
      { title: 'Private draft', folder_id: marketing },
    )
    const url = `/api/private/drive/download?id=${sent.body.data.id}`
    expect((await drive.fetch(alice, url)).status).toBe(200)
    expect((await drive.fetch(staff, url)).status).toBe(200)
    expect((await drive.fetch(bob, url)).status).toBe(404)
  })

  it('answer 404 for a folder or an unknown id, 400 for what is not an id', async () => {
    expect((await drive.fetch(bob, `/api/private/drive/download?id=${marketing}`)).status).toBe(404)
    const unknown = '6f1c2b8e-0000-4000-8000-000000000000'
    expect((await drive.fetch(bob, `/api/private/drive/download?id=${unknown}`)).status).toBe(404)
    expect((await drive.fetch(bob, '/api/private/drive/download?id=..%2F')).status).toBe(400)
  })
})
