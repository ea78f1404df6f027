import { foldText } from '@unikit/contracts'
import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '../db/createDatabase.ts'
import { ensureExtensions } from '../db/databaseExtensions.ts'
import { testDatabaseOptions } from '../testing/testDatabase.ts'
import { compactCode, FUZZY_BELOW, nameSearch, searchWords } from './nameSearch.ts'

interface Db {
  names: { id: number; name: string; search_name: string }
}

let db: Kysely<Db>
let schema: string

const names = [
  'Kiều Thị Diệu Linh',
  'Nguyễn Hữu Nghĩa',
  'Nguyễn Đình Long',
  'Trần Thị Bích Ngọc',
  'Marketing Principles',
  '100% real_names',
]

beforeAll(async () => {
  const { config, testing } = await testDatabaseOptions()
  schema = config.DATABASE_SCHEMA ?? 'kit_search'
  db = createDatabase<Db>({
    url: config.DATABASE_URL,
    schema,
    dataDir: config.DATA_DIR ?? 'memory://',
    pgliteTemplate: testing.pgliteTemplate,
    extensions: ['pg_trgm'],
  }).db
  await ensureExtensions(db as Kysely<unknown>, ['pg_trgm'])
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db)
  await sql`create table names (id int primary key, name text not null, search_name text not null)`.execute(
    db,
  )
  await db
    .insertInto('names')
    .values(names.map((name, index) => ({ id: index + 1, name, search_name: foldText(name) })))
    .execute()
})
afterAll(async () => {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(db)
  await db.destroy()
})

/** The names a query finds, best first, as a service's search ranks them: contains (by where), then near. */
async function find(query: string): Promise<string[]> {
  const search = nameSearch(query)
  if (!search) return []
  const column = 'search_name'
  const containing = sql<number>`(select count(*) from names where ${search.contains(column)})`
  const rows = await db
    .selectFrom('names')
    .select('name')
    .where(
      sql<boolean>`${search.contains(column)} or (${search.wantsTypos(containing)} and ${search.near(column)})`,
    )
    .orderBy(search.contains(column), 'desc')
    .orderBy(search.containsRank(column), 'desc')
    .orderBy(search.closeness(column), 'desc')
    .orderBy('name')
    .execute()
  return rows.map((row) => row.name)
}

describe('nameSearch', () => {
  it('folds the query, reads it as a course code too, and is nothing for a blank one', () => {
    expect(nameSearch('  Đình  ')?.text).toBe('dinh')
    expect(nameSearch('econ 1192')?.code).toBe('econ1192')
    expect(compactCode('econ-1192')).toBe('econ1192')
    expect(nameSearch(' \u0301 ')).toBeNull()
  })

  it('finds a name without diacritics, with them, in part, and with a typo', async () => {
    expect(await find('dieu lihn')).toEqual(['Kiều Thị Diệu Linh'])
    expect(await find('nguyen huu nghia')).toEqual(['Nguyễn Hữu Nghĩa'])
    expect(await find('Đình')).toEqual(['Nguyễn Đình Long'])
    expect((await find('NGUYEN')).sort()).toEqual(['Nguyễn Hữu Nghĩa', 'Nguyễn Đình Long'])
    expect(await find('marketng')).toEqual(['Marketing Principles'])
  })

  it('ranks a name starting with the query, then a word starting with it, then shorter names', async () => {
    expect(await find('nguyen')).toEqual(['Nguyễn Hữu Nghĩa', 'Nguyễn Đình Long'])
    expect(await find('ngh')).toEqual(['Nguyễn Hữu Nghĩa'])
    expect(await find('n')).toEqual([
      'Nguyễn Hữu Nghĩa',
      'Nguyễn Đình Long',
      'Trần Thị Bích Ngọc',
      '100% real_names',
      'Kiều Thị Diệu Linh',
      'Marketing Principles',
    ])
  })

  it('reads %, _ and \\ as letters', async () => {
    const containing = async (query: string) => {
      const search = nameSearch(query) as NonNullable<ReturnType<typeof nameSearch>>
      const rows = await db.selectFrom('names').select('name').where(search.contains('search_name')).execute()
      return rows.map((row) => row.name)
    }
    expect(await containing('%')).toEqual(['100% real_names'])
    expect(await containing('a_e')).toEqual([])
    expect(await containing('l_names')).toEqual(['100% real_names'])
  })

  it('leaves typos out when enough names contain the query', async () => {
    const search = nameSearch('x') as NonNullable<ReturnType<typeof nameSearch>>
    const { rows } = await sql<{ few: boolean; many: boolean }>`
      select ${search.wantsTypos(sql<number>`${FUZZY_BELOW - 1}`)} as few,
             ${search.wantsTypos(sql<number>`${FUZZY_BELOW}`)} as many`.execute(db)
    expect(rows[0]).toEqual({ few: true, many: false })
  })

  it('says where a name contains the query: its start, or a word starting with it', async () => {
    const where = async (query: string) => {
      const search = nameSearch(query) as NonNullable<ReturnType<typeof nameSearch>>
      const rows = await db
        .selectFrom('names')
        .select(['name'])
        .select(search.startsWith('search_name').as('starts'))
        .select(search.wordStartsWith('search_name').as('word'))
        .where(search.contains('search_name'))
        .orderBy('name')
        .execute()
      return rows.map((row) => [row.name, row.starts, row.word])
    }
    expect(await where('nguyen')).toEqual([
      ['Nguyễn Hữu Nghĩa', true, false],
      ['Nguyễn Đình Long', true, false],
    ])
    expect(await where('linh')).toEqual([['Kiều Thị Diệu Linh', false, true]])
    expect(await where('ing')).toEqual([['Marketing Principles', false, false]])
  })

  it('cuts a query into words as a vocabulary keeps them, and finds the word a typo was meant to be', async () => {
    expect(searchWords('econ1192: bai 2 luan-mau bai')).toEqual(['econ1192', 'bai', 'luan', 'mau'])
    expect(nameSearch('Marketng 2024')?.words).toEqual(['marketng'])
    const search = nameSearch('marketng') as NonNullable<ReturnType<typeof nameSearch>>
    const { rows } = await sql<{ word: string; near: boolean }>`
      select word, ${search.wordNear('marketng', 'word')} as near
      from unnest(array['marketing', 'market', 'principles']) as vocabulary(word) order by word`.execute(db)
    expect(rows).toEqual([
      { word: 'market', near: true },
      { word: 'marketing', near: true },
      { word: 'principles', near: false },
    ])
  })
})
