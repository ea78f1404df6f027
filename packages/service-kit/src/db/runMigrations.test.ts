import { type Kysely, sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabaseOptions } from '../testing/testDatabase.ts'
import { createDatabase } from './createDatabase.ts'
import { type Migrations, runMigrations } from './runMigrations.ts'

let db: Kysely<unknown>
let schema: string

beforeEach(async () => {
  const { config, testing } = await testDatabaseOptions()
  schema = config.DATABASE_SCHEMA ?? 'kit_test'
  ;({ db } = createDatabase({
    url: config.DATABASE_URL,
    schema,
    dataDir: config.DATA_DIR ?? 'memory://',
    pgliteTemplate: testing.pgliteTemplate,
  }))
})
afterEach(async () => {
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db)
  await db.destroy()
})

const createLetters: Migrations = {
  '0001_letters': {
    async up(db) {
      await db.schema
        .createTable('letters')
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .execute()
    },
  },
}

async function tablesInSchema(): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = ${schema} order by table_name`.execute(
    db,
  )
  return rows.map((row) => row.table_name)
}

describe('runMigrations', () => {
  it('creates the schema, applies pending migrations once and keeps its bookkeeping in the schema', async () => {
    expect(await runMigrations(db, schema, createLetters)).toEqual(['0001_letters'])
    expect(await runMigrations(db, schema, createLetters)).toEqual([])
    expect(await tablesInSchema()).toEqual(['kysely_migration', 'kysely_migration_lock', 'letters'])
  })

  it('applies migrations in name order', async () => {
    const addStamp: Migrations = {
      '0002_stamps': {
        async up(db) {
          await db.schema.alterTable('letters').addColumn('stamp', 'text').execute()
        },
      },
    }
    expect(await runMigrations(db, schema, { ...addStamp, ...createLetters })).toEqual([
      '0001_letters',
      '0002_stamps',
    ])
  })

  it('moves down to a named migration and up again, answering the names that ran', async () => {
    const withParcels: Migrations = {
      ...createLetters,
      '0002_parcels': {
        async up(db) {
          await db.schema.createTable('parcels').addColumn('id', 'integer').execute()
        },
        async down(db) {
          await db.schema.dropTable('parcels').execute()
        },
      },
    }
    await runMigrations(db, schema, withParcels)
    expect(await runMigrations(db, schema, withParcels, { to: '0001_letters' })).toEqual(['0002_parcels'])
    expect(await tablesInSchema()).not.toContain('parcels')
    expect(await runMigrations(db, schema, withParcels)).toEqual(['0002_parcels'])
    expect(await tablesInSchema()).toContain('parcels')
  })

  it('rolls a failing migration back completely and names it', async () => {
    const broken: Migrations = {
      ...createLetters,
      '0002_half_done': {
        async up(db) {
          await db.schema.createTable('parcels').addColumn('id', 'integer').execute()
          await sql`select * from no_such_table`.execute(db)
        },
      },
    }
    await expect(runMigrations(db, schema, broken)).rejects.toThrow(/Migration failed in 0002_half_done/)
    expect(await tablesInSchema()).not.toContain('parcels')
  })
})
