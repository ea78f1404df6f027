import { type DriveItemDetail, FILE_LINK_TTL_SECONDS } from '@unikit/contracts/drive'
import type { DriveApp } from '../DriveApp.ts'
import { fileCount, foldersById, type ItemRow } from '../db/items.ts'
import { starredAmong } from '../db/stars.ts'
import type { FileLinkSigner } from '../files/fileLinks.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItem } from './toDriveItem.ts'

/** One item for `get`: where it sits, and for a file, links the browser can open without the session. */
export async function itemDetail(
  app: DriveApp,
  row: ItemRow,
  reader: Reader,
  signer: FileLinkSigner,
  now = new Date(),
): Promise<DriveItemDetail> {
  const [folders, starred, counted] = await Promise.all([
    foldersById(app.db, row.ancestors),
    starredAmong(app.db, reader.userId, [row.id]),
    row.kind === 'folder'
      ? app.db.selectFrom('items').select(fileCount).where('id', '=', row.id).executeTakeFirst()
      : undefined,
  ])
  const path = row.ancestors.flatMap((id) => {
    const folder = folders.get(id)
    return folder ? [folder] : []
  })
  const item = toDriveItem(
    { ...row, file_count: counted?.file_count ?? null },
    { userId: reader.userId, starred },
  )
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
