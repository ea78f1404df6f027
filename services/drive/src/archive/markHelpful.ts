import { setHelpfulMark } from '../db/helpfulMarks.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { type Reader, readableItem } from './readAccess.ts'

/**
 * A student marks a published file Helpful, or takes the mark back: once per student and file, either twice is
 * the same as once (docs/product/archive.md#signals).
 */
export async function markHelpful(db: DriveDb, reader: Reader, id: string, helpful: boolean) {
  const item = await readableItem(db, reader, id)
  if (item.kind !== 'file' || item.status !== 'published') throw new errors.ITEM_NOT_FOUND()
  return { helpful, helpful_count: await setHelpfulMark(db, item.id, reader.userId, helpful) }
}
