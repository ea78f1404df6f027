import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabaseOptions } from '../testing/testDatabase.ts'
import { createDatabase, type DatabaseKind } from './createDatabase.ts'

let db: Kysely<unknown>
let kind: DatabaseKind
let schema: string

beforeAll(async () => {
  const { config, testing } = await testDatabaseOptions()
  schema = config.DATABASE_SCHEMA ?? 'kit_test'
  ;({ db, kind } = createDatabase({
    url: config.DATABASE_URL,
    schema,
    dataDir: config.DATA_DIR ?? 'memory://',
    pgliteTemplate: testing.pgliteTemplate,
  }))
  await sql`create schema ${sql.id(schema)}`.execute(db)
})
afterAll(async () => {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db)
  await db.destroy()
})

describe('createDatabase', () => {
  it('uses the database the test project asks for', () => {
    expect(kind).toBe(process.env.UNIKIT_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite')
  })

  it('creates unqualified tables in the service schema only', async () => {
    await sql`create table scoped (id int)`.execute(db)
    const { rows } = await sql<{ table_schema: string }>`
      select table_schema from information_schema.tables where table_name = 'scoped'`.execute(db)
    expect(rows).toEqual([{ table_schema: schema }])
  })

  it('reads values the same way on PGlite and PostgreSQL', async () => {
    const { rows } = await sql<Record<string, unknown>>`
      select 9007199254740991::int8 as big, count(*) as counted, 12.50::numeric as amount,
             '2025-01-31'::date as day, '2025-01-31T10:00:00Z'::timestamptz as at,
             array[1, 2]::int8[] as bigs, '{"a":1}'::jsonb as doc, true as flag`.execute(db)
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      counted: 1,
      amount: '12.50',
      day: '2025-01-31',
      at: new Date('2025-01-31T10:00:00Z'),
      bigs: [1, 2],
      doc: { a: 1 },
      flag: true,
    })
  })

  it('rejects schema names that are not plain identifiers', () => {
    expect(() => createDatabase({ schema: 'x"; drop table y; --', dataDir: 'memory://' })).toThrow(
      /Invalid schema/,
    )
  })
})
