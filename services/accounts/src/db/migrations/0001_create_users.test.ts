import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

const user = { first_name: 'An', last_name: 'Nguyen', password_hash: 'argon2id$...' }

describe('users', () => {
  it('generates ids and timestamps', async () => {
    const created = await app.db
      .insertInto('users')
      .values({ ...user, email: 's3912345@rmit.edu.vn' })
      .returningAll()
      .executeTakeFirstOrThrow()
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(created.created_at).toBeInstanceOf(Date)
    expect(created.phone).toBeNull()
  })

  it('keeps one account per e-mail address, whatever its case', async () => {
    await app.db
      .insertInto('users')
      .values({ ...user, email: 's3900001@rmit.edu.vn' })
      .execute()
    const duplicate = app.db
      .insertInto('users')
      .values({ ...user, email: 'S3900001@RMIT.edu.vn' })
      .execute()
    await expect(duplicate).rejects.toThrow(/users_email_key/)
  })

  it('rejects blank or padded addresses', async () => {
    await expect(
      app.db
        .insertInto('users')
        .values({ ...user, email: '' })
        .execute(),
    ).rejects.toThrow(/check/)
    const padded = app.db
      .insertInto('users')
      .values({ ...user, email: ' s3900002@rmit.edu.vn' })
      .execute()
    await expect(padded).rejects.toThrow(/check/)
  })
})
