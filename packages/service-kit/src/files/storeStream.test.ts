import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFilesApp, type FilesApp } from '../fixtures/filesService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { sampleFiles } from '../testing/sampleFiles.ts'
import { documentTypes } from './fileTypes.ts'

let app: FilesApp
beforeAll(async () => {
  app = await buildTestApp(buildFilesApp)
})
afterAll(() => app.close())

/** A stream in small chunks, as a zip entry arrives. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 4096) }, (_, n) =>
      bytes.subarray(n * 4096, (n + 1) * 4096),
    ),
  )

const rules = { maxBytes: 100_000, accept: documentTypes }
const objects = () =>
  app.db
    .withTables<{ kit_objects: { id: string; state: string } }>()
    .selectFrom('kit_objects')
    .select(['id', 'state'])
    .execute()

describe('app.files.storeStream', () => {
  it('stores a stream that passes the upload checks and commits it with the row', async () => {
    const bytes = sampleFiles.pdf(50_000)
    const row = await app.files.storeStream(chunked(bytes), 'dir/essay.pdf', rules, (file, trx) =>
      trx
        .insertInto('attachments')
        .values({ object_id: file.id, name: file.displayName, owner: 'x' })
        .returningAll()
        .executeTakeFirstOrThrow()
        .then((inserted) => ({ inserted, file })),
    )
    expect(row.file).toMatchObject({
      contentType: 'application/pdf',
      size: bytes.length,
      displayName: 'essay.pdf',
    })
    expect(await app.storage.head(row.file.id)).toEqual({ size: bytes.length })
  })

  it('refuses the wrong type, an empty stream and one over the limit, leaving nothing behind', async () => {
    const before = (await objects()).length
    const refuse = (bytes: Buffer) =>
      app.files.storeStream(chunked(bytes), 'x.pdf', rules, async () => {
        throw new Error('never committed')
      })
    await expect(refuse(sampleFiles.exe())).rejects.toMatchObject({ code: 'UNSUPPORTED_FILE_TYPE' })
    await expect(refuse(Buffer.alloc(0))).rejects.toMatchObject({ code: 'EMPTY_FILE' })
    await expect(refuse(sampleFiles.pdf(150_000))).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' })
    expect((await objects()).length).toBe(before)
  })
})
