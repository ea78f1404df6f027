import type { DriveItemDetail } from '@unikit/contracts/drive'
import { foldersById } from '../db/folders.ts'
import { countViews, folderFileCount } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { viewerMarks } from '../db/viewerMarks.ts'
import { fileUrls } from './fileUrls.ts'
import { type Reader, readableItem } from './readAccess.ts'
import { toDriveItem } from './toDriveItem.ts'

/**
 * One item for `get`, if this reader may see it: where it sits, and for a file, links the browser can open
 * without the session. Opening a published file counts a view (the "Popular Courses" block ranks by them).
 */
export async function itemDetail(
  db: DriveDb,
  reader: Reader,
  id: string,
  now = new Date(),
): Promise<DriveItemDetail> {
  const row = await readableItem(db, reader, id)
  if (row.kind === 'file' && row.status === 'published') await countViews(db, row.id)
  const [folders, marks, fileCount] = await Promise.all([
    foldersById(db, row.ancestors),
    viewerMarks(db, reader.userId, [row.id]),
    row.kind === 'folder' ? folderFileCount(db, row.id) : null,
  ])
  const path = row.ancestors.flatMap((id) => {
    const folder = folders.get(id)
    return folder ? [folder] : []
  })
  const item = toDriveItem({ ...row, file_count: fileCount }, { ...reader, ...marks, courses: folders })
  const links = row.kind === 'file' ? fileUrls(row, reader.links, reader.userId, now) : null
  const seesReason = reader.staff || row.owner_id === reader.userId
  return {
    ...item,
    path,
    root: row.root,
    view_url: links?.view ?? null,
    download_url: links?.download ?? null,
    links_expire_at: links?.expiresAt ?? null,
    reject_reason: seesReason ? row.reject_reason : null,
    description: row.description,
  }
}
