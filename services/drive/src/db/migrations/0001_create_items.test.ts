import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { DriveApp } from '../../DriveApp.ts'

let app: DriveApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

describe('items', () => {
  it('holds folders under a root and files under folders', async () => {
    const folder = await app.db
      .insertInto('items')
      .values({ parent_id: 'core', name: 'COSC2082', code: 'COSC2082', kind: 'folder' })
      .returningAll()
      .executeTakeFirstOrThrow()
    await app.db
      .insertInto('items')
      .values({ parent_id: folder.id, name: 'sample.pdf', kind: 'file', mime_type: 'application/pdf' })
      .execute()
    const children = await app.db
      .selectFrom('items')
      .select('name')
      .where('parent_id', '=', folder.id)
      .execute()
    expect(children).toEqual([{ name: 'sample.pdf' }])
  })

  it('refuses a file without a type and an empty name', async () => {
    const untyped = app.db
      .insertInto('items')
      .values({ parent_id: 'tmp', name: 'x.bin', kind: 'file' })
      .execute()
    await expect(untyped).rejects.toThrow(/items_file_has_type/)
    const unnamed = app.db
      .insertInto('items')
      .values({ parent_id: 'tmp', name: '', kind: 'folder' })
      .execute()
    await expect(unnamed).rejects.toThrow(/check/)
  })
})
