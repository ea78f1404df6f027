import type { DriveItem } from '@unikit/contracts/drive'
import type { ListedRow } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { starredAmong } from '../db/stars.ts'
import { toDriveItem } from './toDriveItem.ts'

/** Listed rows as the archive remote reads them, each marked starred or not for this user (one query). */
export async function toDriveItems(
  db: DriveDb,
  userId: string,
  rows: readonly ListedRow[],
): Promise<DriveItem[]> {
  const starred = await starredAmong(
    db,
    userId,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toDriveItem(row, { userId, starred }))
}
