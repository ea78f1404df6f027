import { findItem, type ItemRow } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { FileLinkSigner } from '../files/fileLinks.ts'

/** Who reads, and the signer of the links their answers carry. */
export interface Reader {
  userId: string
  staff: boolean
  links: FileLinkSigner
}

/**
 * Who may see an item (docs/product/archive.md#who-sees-what): a published one, every signed-in student; an
 * upload waiting for review or rejected, its uploader and staff; a file taken down, staff only. Anything else
 * answers as if there were no such item, so ids of other students' uploads reveal nothing.
 */
export function canRead(
  item: Pick<ItemRow, 'status' | 'owner_id'>,
  reader: Pick<Reader, 'userId' | 'staff'>,
): boolean {
  if (item.status === 'published') return true
  if (reader.staff) return true
  return item.status !== 'hidden' && item.owner_id !== null && item.owner_id === reader.userId
}

/** The item when this reader may see it; otherwise 404, as if it did not exist. */
export async function readableItem(db: DriveDb, reader: Reader, id: string): Promise<ItemRow> {
  const item = await findItem(db, id)
  if (!item || !canRead(item, reader)) throw new errors.ITEM_NOT_FOUND()
  return item
}
