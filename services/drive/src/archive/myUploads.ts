import { foldersById } from '../db/folders.ts'
import type { DriveDb } from '../db/schema.ts'
import { uploadsOf } from '../db/uploads.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItems } from './toDriveItems.ts'

/**
 * A student's uploads in every status, newest first: a published one with the folder it is in, one in review or
 * rejected with the folder asked for, and a rejection with its reason.
 */
export async function myUploads(db: DriveDb, reader: Reader) {
  const rows = await uploadsOf(db, reader.userId)
  const items = await toDriveItems(db, reader, rows)
  const folders = await foldersById(
    db,
    rows.flatMap((row) =>
      row.status === 'published'
        ? row.ancestors.slice(-1)
        : row.requested_folder_id
          ? [row.requested_folder_id]
          : [],
    ),
  )
  return items.map((item, index) => {
    const row = rows[index] as (typeof rows)[number]
    const folderId = row.status === 'published' ? row.ancestors.at(-1) : row.requested_folder_id
    return {
      ...item,
      folder: (folderId && folders.get(folderId)) || null,
      reject_reason: row.reject_reason,
    }
  })
}
