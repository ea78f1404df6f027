import { fileCount, type ItemRow, type ListedRow, listedColumns } from './items.ts'
import type { DriveDb } from './schema.ts'

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

/** A live item (any status but rejected) with these bytes: the archive holds each file once. */
export function findSameBytes(db: DriveDb, sha256: string) {
  return db
    .selectFrom('items')
    .select('id')
    .where('sha256', '=', sha256)
    .where('status', '<>', 'rejected')
    .executeTakeFirst()
}

/** An upload goes into its folder under the name staff chose. */
export function publishItem(
  db: DriveDb,
  id: string,
  place: Pick<ItemRow, 'parent_id' | 'root' | 'ancestors' | 'name' | 'search_name'> &
    Partial<Pick<ItemRow, 'year' | 'semester'>> & { reviewedBy: string },
): Promise<ItemRow> {
  const { reviewedBy, ...set } = place
  return db
    .updateTable('items')
    .set({
      ...set,
      status: 'published',
      published_at: new Date(),
      reviewed_by: reviewedBy,
      reviewed_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** An upload is refused with a reason; it keeps no text and no object. */
export async function rejectItem(db: DriveDb, id: string, reason: string, reviewedBy: string): Promise<void> {
  await db
    .updateTable('items')
    .set({
      status: 'rejected',
      reject_reason: reason,
      reviewed_by: reviewedBy,
      reviewed_at: new Date(),
      updated_at: new Date(),
      search_text: null,
      object_id: null,
      thumbnail_object_id: null,
    })
    .where('id', '=', id)
    .execute()
}
