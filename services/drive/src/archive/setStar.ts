import type { DriveDb } from '../db/schema.ts'
import { addStar, removeStar } from '../db/stars.ts'
import { type Reader, readableItem } from './readAccess.ts'

/** Stars or unstars an item the student may see; either, twice, is the same as once. */
export async function setStar(db: DriveDb, reader: Reader, id: string, starred: boolean): Promise<void> {
  const item = await readableItem(db, reader, id)
  if (starred) await addStar(db, reader.userId, item.id)
  else await removeStar(db, reader.userId, item.id)
}
