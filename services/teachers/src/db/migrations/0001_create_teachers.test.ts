import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import type { TeachersApp } from '../../TeachersApp.ts'

let app: TeachersApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

describe('teachers', () => {
  it('stores a lecturer card with only the name required', async () => {
    const teacher = await app.db
      .insertInto('teachers')
      .values({ fullname: 'Dr. Minh Tran', campus: 'SGS' })
      .returningAll()
      .executeTakeFirstOrThrow()
    expect(teacher).toMatchObject({ fullname: 'Dr. Minh Tran', campus: 'SGS', major: null, avatar_id: null })
    expect(typeof teacher.id).toBe('number')
  })

  it('refuses an empty name', async () => {
    await expect(app.db.insertInto('teachers').values({ fullname: '' }).execute()).rejects.toThrow(/check/)
  })
})
