import type { DriveDb } from '../db/schema.ts'
import { starredItems } from '../db/stars.ts'
import { toDriveItems } from './toDriveItems.ts'

/** A student's starred items still published, newest star first. */
export async function starredList(db: DriveDb, userId: string) {
  return toDriveItems(db, userId, await starredItems(db, userId))
}
