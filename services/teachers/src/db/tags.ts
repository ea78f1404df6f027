import { sql } from 'kysely'
import type { TeachersDb } from './schema.ts'

export function allTags(db: TeachersDb) {
  return db.selectFrom('tags').select(['id', 'name']).orderBy('name').execute()
}

/** The names among these that are on the tag list. */
export async function knownTagNames(db: TeachersDb, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set()
  const rows = await db
    .selectFrom('tags')
    .select('name')
    .where('name', 'in', [...names])
    .execute()
  return new Set(rows.map((row) => row.name))
}

export function insertTag(db: TeachersDb, name: string) {
  return db
    .insertInto('tags')
    .values({ name })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .returning(['id', 'name'])
    .executeTakeFirst()
}

/** Adds tags at once (the demo catalogue). */
export async function insertTags(db: TeachersDb, names: readonly string[]): Promise<void> {
  await db
    .insertInto('tags')
    .values(names.map((name) => ({ name })))
    .execute()
}

export function findTag(db: TeachersDb, id: number) {
  return db.selectFrom('tags').select(['id', 'name']).where('id', '=', id).forUpdate().executeTakeFirst()
}

/** Renames a tag on the list and in every insight that carries it. */
export async function renameTag(db: TeachersDb, from: string, to: string, id: number) {
  await db.updateTable('tags').set({ name: to }).where('id', '=', id).execute()
  await db
    .updateTable('ratings')
    .set({ tags: sql<string[]>`array_replace(tags, ${from}, ${to})` })
    .where(sql<boolean>`${from} = any(tags)`)
    .execute()
}

/** Takes a tag off the list; insights that carry it keep it. */
export async function deleteTag(db: TeachersDb, id: number) {
  await db.deleteFrom('tags').where('id', '=', id).execute()
}
