import { foldText } from '@unikit/contracts'
import { nameSearch, SEARCH_CANDIDATES } from '@unikit/service-kit'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDrive, startDrive } from '../testing/startDrive.ts'
import { searchItems } from './searchItems.ts'

let drive: RunningDrive

beforeAll(async () => {
  drive = await startDrive()
})
afterAll(() => drive.close())

/** The first three results of a query, after checking a second search answers the same. */
async function firstPageTwice(query: string) {
  const search = nameSearch(query)
  if (!search) throw new Error('no search')
  const found = () => searchItems(drive.app.db, { name: search, limit: 3, offset: 0 })
  const first = await found()
  expect(await found()).toEqual(first)
  return first
}

describe('searchItems beyond SEARCH_CANDIDATES matches', () => {
  it('ranks the best names of all that match, not of the first ones stored, the same way every time', async () => {
    const staff = await drive.accounts.staff()
    const folder = await drive.folder(staff, 'Marketing', 'core', 'MKTG1205')
    // More names than the cap contain the word; the best match (it starts with it) is stored last.
    const names = Array.from(
      { length: SEARCH_CANDIDATES + 100 },
      (_, i) => `Essay ${String(i).padStart(4, '0')} on zebra crossings`,
    )
    names.push('Zebra crossings')
    await drive.app.db
      .insertInto('items')
      .values(
        names.map((name) => ({
          parent_id: folder,
          root: 'core' as const,
          ancestors: ['core', folder],
          kind: 'file' as const,
          name,
          search_name: foldText(name),
          mime_type: 'application/pdf',
          object_id: `generated-${name}`,
          status: 'published' as const,
        })),
      )
      .execute()
    const first = await firstPageTwice('zebra')
    expect(first.map((row) => row.name)).toEqual([
      'Zebra crossings',
      'Essay 0000 on zebra crossings',
      'Essay 0001 on zebra crossings',
    ])
  })
})

describe('searchItems with a typo', () => {
  const words = async () => {
    const { rows } = await sql<{ word: string }>`select word from search_words order by word`.execute(
      drive.app.db,
    )
    return rows.map((row) => row.word)
  }

  it('keeps the words of names, as they are added and renamed, in the vocabulary', async () => {
    const staff = await drive.accounts.staff()
    const folder = await drive.folder(staff, 'Hạch toán kế toán', 'core', 'ACCT2105')
    expect(await words()).toEqual(expect.arrayContaining(['hach', 'toan', 'ke', 'acct2105']))
    await drive.app.db
      .updateTable('items')
      .set({ search_name: foldText('Kiểm toán 2024') })
      .where('id', '=', folder)
      .execute()
    expect(await words()).toEqual(expect.arrayContaining(['kiem', 'toan']))
    expect(await words()).not.toContain('2024')
    // And the narrow copy the search reads, through a rename, a takedown and a deletion.
    const copy = () =>
      sql<{
        search_name: string
        status: string
      }>`select search_name, status from search_names where id = ${folder}`
        .execute(drive.app.db)
        .then(({ rows }) => rows)
    expect(await copy()).toEqual([{ search_name: 'kiem toan 2024', status: 'published' }])
    await drive.app.db.updateTable('items').set({ status: 'hidden' }).where('id', '=', folder).execute()
    expect(await copy()).toEqual([{ search_name: 'kiem toan 2024', status: 'hidden' }])
    await drive.app.db.deleteFrom('items').where('id', '=', folder).execute()
    expect(await copy()).toEqual([])
  })

  it('finds the names of the word it was meant to be, the shortest of more than SEARCH_CANDIDATES, the same way every time', async () => {
    // The names of the first test: SEARCH_CANDIDATES + 101 contain "zebra"; "zebrra" is in none.
    const first = await firstPageTwice('zebrra')
    expect(first.map((row) => row.name)).toEqual([
      'Essay 0000 on zebra crossings',
      'Essay 0001 on zebra crossings',
      'Essay 0002 on zebra crossings',
    ])
    expect(first[0]?.total).toBe(SEARCH_CANDIDATES)
  })
})
