import { type DriveItemDetail, FILE_LINK_TTL_SECONDS } from '@unikit/contracts/drive'
import { foldersById } from '../db/folders.ts'
import { countViews, folderFileCount, type ItemRow } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { starredAmong } from '../db/stars.ts'
import type { FileLinkSigner } from '../files/fileLinks.ts'
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
  signer: FileLinkSigner,
  now = new Date(),
): Promise<DriveItemDetail> {
  const row = await readableItem(db, reader, id)
  if (row.kind === 'file' && row.status === 'published') await countViews(db, row.id)
  const [folders, starred, fileCount] = await Promise.all([
    foldersById(db, row.ancestors),
    starredAmong(db, reader.userId, [row.id]),
    row.kind === 'folder' ? folderFileCount(db, row.id) : null,
  ])
  const path = row.ancestors.flatMap((id) => {
    const folder = folders.get(id)
    return folder ? [folder] : []
  })
  const item = toDriveItem({ ...row, file_count: fileCount }, { userId: reader.userId, starred })
  const links = row.kind === 'file' ? fileLinks(row, signer, now) : null
  const seesReason = reader.staff || row.owner_id === reader.userId
  return {
    ...item,
    path,
    root: row.root,
    view_url: links?.view ?? null,
    download_url: links?.download ?? null,
    links_expire_at: links?.expiresAt ?? null,
    reject_reason: seesReason ? row.reject_reason : null,
  }
}

function fileLinks(row: ItemRow, signer: FileLinkSigner, now: Date) {
  const exp = Math.floor(now.getTime() / 1000) + FILE_LINK_TTL_SECONDS
  const sig = signer.sign({ id: row.id, exp }, row.status)
  const base = `/api/private/drive/download?id=${row.id}&exp=${exp}&sig=${sig}`
  return { view: `${base}&inline=true`, download: base, expiresAt: new Date(exp * 1000).toISOString() }
}
