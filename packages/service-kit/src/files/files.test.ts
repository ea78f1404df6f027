import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { type RunningS3, startS3 } from '@unikit/test-fakes'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFilesApp, type FilesApp } from '../fixtures/filesService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { type FormPart, multipartBody } from '../testing/multipartBody.ts'
import { s3StorageEnv } from '../testing/s3StorageEnv.ts'
import { sampleFiles } from '../testing/sampleFiles.ts'

const { pdf, docx, doc, exe } = sampleFiles

const drivers = ['local', 's3'] as const

describe.each(drivers)('files through the %s driver', (driver) => {
  let app: FilesApp
  let s3: RunningS3 | undefined
  beforeAll(async () => {
    s3 = driver === 's3' ? await startS3() : undefined
    app = await buildTestApp(buildFilesApp, { env: s3 ? s3StorageEnv(s3) : {} })
  })
  afterAll(async () => {
    await app?.close()
    await s3?.close()
  })

  const upload = async (file: Buffer, filename: string, fields: Record<string, string> = { owner: 'u1' }) => {
    const parts: FormPart[] = [
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'file', file, filename, type: 'application/octet-stream' },
    ]
    return app.inject({ method: 'POST', url: '/api/attachments', ...(await multipartBody(parts)) })
  }
  const counts = async () => {
    const rows = await sql<{ attachments: number; objects: number }>`
      select (select count(*) from attachments) as attachments, (select count(*) from kit_objects) as objects`.execute(
      app.db,
    )
    return rows.rows[0]
  }
  /** Objects in storage: files on disk, or what the S3 bucket answers for every catalogued id. */
  const storedFiles = async () => {
    if (driver === 'local') {
      const objects = await readdir(join(app.config.FILES_DIR, 'objects'), { recursive: true }).catch(
        () => [],
      )
      const tmp = await readdir(join(app.config.FILES_DIR, 'tmp')).catch(() => [])
      return objects.filter((name) => name.includes('-')).length + tmp.length
    }
    return -1 // the bucket is checked per id below
  }

  it('stores a PDF with its size, SHA-256 and detected type, and sends it back as a download', async () => {
    const bytes = pdf()
    const created = await upload(bytes, 'Bài luận cuối kỳ.pdf')
    expect(created.statusCode).toBe(201)
    const body = created.json()
    expect(body).toMatchObject({
      name: 'Bài luận cuối kỳ.pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      type: 'application/pdf',
    })
    const download = await app.inject(`/api/attachments/${body.id}`)
    expect(download.statusCode).toBe(200)
    expect(download.rawPayload.equals(bytes)).toBe(true)
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: `"${body.sha256}"`,
      'content-disposition':
        'attachment; filename="Bai luan cuoi ky.pdf"; filename*=UTF-8\'\'B%C3%A0i%20lu%E1%BA%ADn%20cu%E1%BB%91i%20k%E1%BB%B3.pdf',
    })
    const inline = await app.inject(`/api/attachments/${body.id}?inline=true`)
    expect(inline.headers['content-disposition']).toMatch(/^inline; /)
  })

  it('answers a byte range with 206, a current copy with 304, and a range past the end with 416', async () => {
    const bytes = pdf(100_000)
    const { id, sha256 } = (await upload(bytes, 'video.pdf')).json()
    const part = await app.inject({ url: `/api/attachments/${id}`, headers: { range: 'bytes=100-1099' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${bytes.length}`)
    expect(part.rawPayload.equals(bytes.subarray(100, 1100))).toBe(true)
    const tail = await app.inject({ url: `/api/attachments/${id}`, headers: { range: 'bytes=-10' } })
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true)
    const cached = await app.inject({
      url: `/api/attachments/${id}`,
      headers: { 'if-none-match': `"${sha256}"` },
    })
    expect(cached.statusCode).toBe(304)
    const outside = await app.inject({
      url: `/api/attachments/${id}`,
      headers: { range: `bytes=${bytes.length}-` },
    })
    expect(outside.statusCode).toBe(416)
    expect(outside.headers['content-range']).toBe(`bytes */${bytes.length}`)
    expect(outside.json().error.code).toBe('RANGE_NOT_SATISFIABLE')
  })

  it('accepts Word files in both formats, and never shows them inline', async () => {
    const modern = await upload(docx(), 'essay.docx')
    expect(modern.json().type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    const legacy = await upload(doc(), 'essay.doc')
    expect(legacy.json().type).toBe('application/x-cfb')
    const shown = await app.inject(`/api/attachments/${modern.json().id}?inline=true`)
    expect(shown.headers['content-disposition']).toMatch(/^attachment; filename="essay.docx"/)
  })

  it('refuses a program renamed .docx with 415, an empty file with 400, and keeps nothing', async () => {
    const before = await counts()
    const renamed = await upload(exe(), 'essay.docx')
    expect(renamed.statusCode).toBe(415)
    expect(renamed.json()).toEqual({
      error: { code: 'UNSUPPORTED_FILE_TYPE', message: 'Upload a PDF or Word file' },
    })
    const empty = await upload(Buffer.alloc(0), 'empty.pdf')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('EMPTY_FILE')
    expect(await counts()).toEqual(before)
  })

  it('refuses a file over the limit with 413 while it streams, leaving no object, entry or row', async () => {
    const before = await counts()
    const filesBefore = await storedFiles()
    const big = Buffer.concat([pdf(0), Buffer.alloc(40 * 1024 * 1024 + 1)])
    const response = await upload(big, 'huge.pdf')
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: { code: 'FILE_TOO_LARGE', message: 'File too big (> 40MB)' } })
    expect(await counts()).toEqual(before)
    expect(await storedFiles()).toBe(filesBefore)
  })

  it('deletes the stored object when the route’s own insert fails', async () => {
    const before = await counts()
    const filesBefore = await storedFiles()
    const response = await upload(pdf(), 'no-owner.pdf', {})
    expect(response.statusCode).toBe(409)
    expect(response.json().error.code).toBe('OWNER_REQUIRED')
    expect(await counts()).toEqual(before)
    expect(await storedFiles()).toBe(filesBefore)
  })

  it('answers 400 FILE_REQUIRED without a file part or without multipart', async () => {
    const noFile = await app.inject({
      method: 'POST',
      url: '/api/attachments',
      ...(await multipartBody([{ name: 'owner', value: 'u1' }])),
    })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().error.code).toBe('FILE_REQUIRED')
    const json = await app.inject({ method: 'POST', url: '/api/attachments', payload: { file: 'x' } })
    expect(json.statusCode).toBe(400)
    expect(json.json().error.code).toBe('FILE_REQUIRED')
  })

  it('keeps the client’s name only as sanitised display text', async () => {
    const response = await upload(pdf(1000), '..\\..\\C:\\evil/Báo cáo\u202Efdp.exe.pdf')
    expect(response.json().name).toBe('Báo cáofdp.exe.pdf')
  })

  it('deletes a discarded object and an abandoned upload in the sweep, and keeps committed ones', async () => {
    const kept = (await upload(pdf(1000), 'kept.pdf')).json()
    const gone = (await upload(pdf(1000), 'gone.pdf')).json()
    const { object_id: goneObject } = await app.db
      .selectFrom('attachments')
      .select('object_id')
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow()
    expect((await app.inject({ method: 'DELETE', url: `/api/attachments/${gone.id}` })).statusCode).toBe(204)
    // An upload whose process died after writing: a pending entry, older than the grace period.
    const { Readable } = await import('node:stream')
    await sql`insert into kit_objects (id, created_at) values ('abandoned', now() - interval '2 hours')`.execute(
      app.db,
    )
    await app.storage.put('abandoned', Readable.from([Buffer.from('half an upload')]))

    expect(await app.files.sweep()).toBe(2)
    expect(await app.storage.head(goneObject)).toBeNull()
    expect(await app.storage.head('abandoned')).toBeNull()
    expect((await app.inject(`/api/attachments/${kept.id}`)).statusCode).toBe(200)
    expect(await app.files.sweep()).toBe(0)
  })
})
