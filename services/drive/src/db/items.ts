import { type ExpressionBuilder, type Selectable, sql } from 'kysely'
import type { DriveDb } from '../DriveApp.ts'
import type { DriveDatabase, ItemsTable } from './schema.ts'

export type ItemRow = Selectable<ItemsTable>
/** An item as lists read it: the columns a DriveItem needs, and a folder's count of published files. */
export type ListedRow = Pick<
  ItemRow,
  | 'id'
  | 'parent_id'
  | 'kind'
  | 'name'
  | 'code'
  | 'mime_type'
  | 'size'
  | 'page_count'
  | 'status'
  | 'owner_id'
  | 'created_at'
  | 'root'
  | 'ancestors'
> & { file_count: number | null }

/** The columns of `ListedRow`, for every query that lists items. */
export const listedColumns = [
  'items.id',
  'items.parent_id',
  'items.kind',
  'items.name',
  'items.code',
  'items.mime_type',
  'items.size',
  'items.page_count',
  'items.status',
  'items.owner_id',
  'items.created_at',
  'items.root',
  'items.ancestors',
] as const

/** A folder's published files at any depth (the `ancestors` index answers it); null for a file. */
export const fileCount = (eb: ExpressionBuilder<DriveDatabase, 'items'>) =>
  sql<number | null>`case when ${eb.ref('items.kind')} = 'folder' then (
    select count(*)::int from items as below
    where below.ancestors @> array[${eb.ref('items.id')}] and below.kind = 'file' and below.status = 'published'
  ) end`.as('file_count')

export function findItem(db: DriveDb, id: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst()
}

/** For update in a transaction: staff actions on one item queue behind each other. */
export function lockItem(db: DriveDb, id: string): Promise<ItemRow | undefined> {
  return db.selectFrom('items').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
}

/** A parent's published children: folders first, then files, each by name. */
export function listChildren(db: DriveDb, parentId: string): Promise<ListedRow[]> {
  return db
    .selectFrom('items')
    .select([...listedColumns, fileCount])
    .where('parent_id', '=', parentId)
    .where('status', '=', 'published')
    .orderBy(sql`kind = 'file'`)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(1000)
    .execute()
}

/** The course folders whose files students open most: the "Popular Courses" block. */
export function popularCourses(db: DriveDb, limit: number): Promise<ListedRow[]> {
  return db
    .selectFrom('items')
    .select([...listedColumns, fileCount])
    .where('parent_id', '=', 'core')
    .where('kind', '=', 'folder')
    .orderBy(
      (eb) => sql`(select coalesce(sum(below.view_count), 0) from items as below
        where below.ancestors @> array[${eb.ref('items.id')}] and below.status = 'published')`,
      'desc',
    )
    .orderBy(sql`lower(name)`)
    .limit(limit)
    .execute()
}

/** Other published PDFs of the same folder. */
export function relatedPdfs(db: DriveDb, item: Pick<ItemRow, 'id' | 'parent_id'>): Promise<ListedRow[]> {
  return db
    .selectFrom('items')
    .select([...listedColumns, fileCount])
    .where('parent_id', '=', item.parent_id)
    .where('id', '<>', item.id)
    .where('status', '=', 'published')
    .where('mime_type', '=', 'application/pdf')
    .orderBy(sql`lower(name)`)
    .limit(10)
    .execute()
}

/** A user's uploads in every status, newest first. */
export function uploadsOf(
  db: DriveDb,
  ownerId: string,
): Promise<(ListedRow & Pick<ItemRow, 'reject_reason' | 'requested_folder_id'>)[]> {
  return db
    .selectFrom('items')
    .select([...listedColumns, fileCount, 'items.reject_reason', 'items.requested_folder_id'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute()
}

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

export function countViews(db: DriveDb, id: string) {
  return db
    .updateTable('items')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
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
