import type { DriveItem } from '@unikit/contracts/drive'
import { foldersById } from '../db/folders.ts'
import type { ListedRow } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { viewerMarks } from '../db/viewerMarks.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItem } from './toDriveItem.ts'

/**
 * Listed rows as the archive remote reads them: each with the course or major it is under, its preview link,
 * and whether this reader starred it or found it helpful (two queries for the whole list).
 */
export async function toDriveItems(
  db: DriveDb,
  reader: Reader,
  rows: readonly ListedRow[],
): Promise<DriveItem[]> {
  const ids = rows.map((row) => row.id)
  const [marks, courses] = await Promise.all([
    viewerMarks(db, reader.userId, ids),
    foldersById(
      db,
      rows.flatMap((row) => row.ancestors.slice(0, 1)),
    ),
  ])
  return rows.map((row) => toDriveItem(row, { ...reader, ...marks, courses }))
}
