import type { StaffItemDetail } from '@unikit/contracts/drive'
import { findItem } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { fileUrls } from './fileUrls.ts'
import type { Reader } from './readAccess.ts'
import { toStaffItems } from './staffQueueView.ts'

/**
 * One file as the desk previews it (docs/product/archive.md#staff-desk): what its queue row shows, the links the
 * viewer opens and its description. A rejected upload has no bytes left to preview, and a folder is no file: both
 * answer 404. Previewing counts no view.
 */
export async function staffItemView(
  db: DriveDb,
  staff: Reader,
  id: string,
  now = new Date(),
): Promise<StaffItemDetail> {
  const row = await findItem(db, id)
  if (row?.kind !== 'file' || row.status === 'rejected') throw new errors.ITEM_NOT_FOUND()
  const [item] = await toStaffItems(db, staff, [row])
  const links = fileUrls(row, staff.links, staff.userId, now)
  return {
    ...(item as StaffItemDetail),
    root: row.root,
    view_url: links.view,
    download_url: links.download,
    links_expire_at: links.expiresAt,
    description: row.description,
  }
}
