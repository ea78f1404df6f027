import type { DriveDb } from '../db/schema.ts'
import { starredItems } from '../db/stars.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItems } from './toDriveItems.ts'

/** A student's starred items still published, newest star first. */
export async function starredList(db: DriveDb, reader: Reader) {
  return toDriveItems(db, reader, await starredItems(db, reader.userId))
}
