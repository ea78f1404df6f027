import { relatedPdfs } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { type Reader, readableItem } from './readAccess.ts'
import { toDriveItems } from './toDriveItems.ts'

/** Beside a published file: the other published PDFs of its folder. An item in review has none. */
export async function relatedItems(db: DriveDb, reader: Reader, id: string) {
  const item = await readableItem(db, reader, id)
  if (item.status !== 'published') return []
  return toDriveItems(db, reader, await relatedPdfs(db, item))
}
