import { type ExpressionBuilder, type Insertable, type Selectable, sql } from 'kysely'
import type { DriveDatabase, DriveDb, ItemsTable } from './schema.ts'

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
  | 'year'
  | 'semester'
  | 'sample_kind'
  | 'thumbnail_object_id'
  | 'helpful_count'
  | 'download_count'
  | 'published_at'
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
  'items.year',
  'items.semester',
  'items.sample_kind',
  'items.thumbnail_object_id',
  'items.helpful_count',
  'items.download_count',
  'items.published_at',
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

/** How files are ordered in a list or in search results (folders stay first, by name). */
export type FileOrder = 'name' | 'newest' | 'helpful' | 'downloads'

/** The sort keys of a file order, most significant first. */
export const fileOrderKeys = {
  name: [],
  newest: [sql`items.published_at desc`],
  helpful: [sql`items.helpful_count desc`, sql`items.download_count desc`],
  downloads: [sql`items.download_count desc`, sql`items.helpful_count desc`],
} as const

/** A parent's published children: folders first by name, then files in the order asked for. */
export function listChildren(db: DriveDb, parentId: string, order: FileOrder = 'name'): Promise<ListedRow[]> {
  let query = db
    .selectFrom('items')
    .select([...listedColumns, fileCount])
    .where('parent_id', '=', parentId)
    .where('status', '=', 'published')
    .orderBy(sql`kind = 'file'`)
  for (const key of fileOrderKeys[order]) query = query.orderBy(key)
  return query.orderBy(sql`lower(name)`).orderBy('id').limit(1000).execute()
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

export function countViews(db: DriveDb, id: string) {
  return db
    .updateTable('items')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', id)
    .execute()
}

/** Adds an item (a folder, or a file the service stored itself) and answers it. */
export function insertItem(db: DriveDb, values: Insertable<ItemsTable>): Promise<ItemRow> {
  return db.insertInto('items').values(values).returningAll().executeTakeFirstOrThrow()
}

/** Whether the archive holds anything at all. */
export async function hasAnyItem(db: DriveDb): Promise<boolean> {
  return (await db.selectFrom('items').select('id').limit(1).executeTakeFirst()) !== undefined
}

/** A folder's count of published files at any depth. */
export async function folderFileCount(db: DriveDb, id: string): Promise<number | null> {
  const row = await db.selectFrom('items').select(fileCount).where('id', '=', id).executeTakeFirst()
  return row?.file_count ?? null
}

/** A new name (and, for a folder, code) with its folded copy for search. */
export function renameItemRow(
  db: DriveDb,
  id: string,
  names: Pick<ItemRow, 'name' | 'code' | 'search_name'>,
): Promise<ItemRow> {
  return db
    .updateTable('items')
    .set({ ...names, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** Takes a file down (`hidden`) or puts it back (`published`). */
export async function setItemStatus(db: DriveDb, id: string, status: 'hidden' | 'published'): Promise<void> {
  await db.updateTable('items').set({ status, updated_at: new Date() }).where('id', '=', id).execute()
}

export async function deleteItem(db: DriveDb, id: string): Promise<void> {
  await db.deleteFrom('items').where('id', '=', id).execute()
}

/** What was read from a stored PDF: its pages, and its text folded for search. */
export async function setPdfFacts(
  db: DriveDb,
  id: string,
  facts: { pageCount: number; searchText: string | null },
): Promise<void> {
  await db
    .updateTable('items')
    .set({ page_count: facts.pageCount, search_text: facts.searchText })
    .where('id', '=', id)
    .execute()
}

/** Points an item at its new preview; the previous preview's object id, for the caller to discard. */
export async function setThumbnail(db: DriveDb, id: string, objectId: string): Promise<string | null> {
  const before = await db
    .selectFrom('items')
    .select('thumbnail_object_id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  await db.updateTable('items').set({ thumbnail_object_id: objectId }).where('id', '=', id).execute()
  return before?.thumbnail_object_id ?? null
}

/** Staff's corrections of a file: its title (and folded copy), place, requested folder, year and semester. */
export function updateFileFacts(
  db: DriveDb,
  id: string,
  facts: Partial<
    Pick<
      ItemRow,
      | 'name'
      | 'search_name'
      | 'parent_id'
      | 'root'
      | 'ancestors'
      | 'requested_folder_id'
      | 'year'
      | 'semester'
    >
  >,
): Promise<ItemRow> {
  return db
    .updateTable('items')
    .set({ ...facts, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}
