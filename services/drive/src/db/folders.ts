import { sql } from 'kysely'
import type { ItemRow } from './items.ts'
import type { DriveDb, ItemRoot } from './schema.ts'

/** Folders by id, for breadcrumbs and a result's place. */
export async function foldersById(
  db: DriveDb,
  ids: readonly string[],
): Promise<Map<string, { id: string; name: string; code: string | null }>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('items')
    .select(['id', 'name', 'code'])
    .where('id', 'in', [...new Set(ids)])
    .where('kind', '=', 'folder')
    .execute()
  return new Map(rows.map((row) => [row.id, row]))
}

/** Every folder, for the pickers of the upload form and the desk. */
export function allFolders(db: DriveDb) {
  return db
    .selectFrom('items')
    .select(['id', 'name', 'code', 'parent_id', 'root', 'ancestors'])
    .where('kind', '=', 'folder')
    .orderBy('root')
    .orderBy(sql`cardinality(ancestors)`)
    .orderBy(sql`lower(name)`)
    .execute()
}

/** Whether a folder has anything in it, in any status. */
export async function hasChildren(db: DriveDb, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('items')
    .select('id')
    .where((eb) => eb.or([eb('parent_id', '=', id), eb('requested_folder_id', '=', id)]))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export function folderNamed(db: DriveDb, parentId: string, name: string, except?: string) {
  let query = db
    .selectFrom('items')
    .select('id')
    .where('parent_id', '=', parentId)
    .where('kind', '=', 'folder')
    .where(sql`lower(name)`, '=', name.toLowerCase())
  if (except) query = query.where('id', '<>', except)
  return query.executeTakeFirst()
}

/**
 * Moves a folder with everything below it: the folder gets its new parent, and each item below keeps its path
 * from this folder down under the folder's new ancestors.
 */
export async function moveFolderTree(
  db: DriveDb,
  id: string,
  place: { parent: string; root: ItemRoot; ancestors: string[] },
): Promise<ItemRow> {
  const moved = await db
    .updateTable('items')
    .set({ parent_id: place.parent, root: place.root, ancestors: place.ancestors, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await db
    .updateTable('items')
    .set({
      root: place.root,
      ancestors: sql<
        string[]
      >`${sql.val(place.ancestors)}::text[] || ancestors[array_position(ancestors, ${id}):]`,
    })
    .where(sql<boolean>`ancestors @> array[${id}]`)
    .execute()
  return moved
}
