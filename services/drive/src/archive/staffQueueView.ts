import type { StaffItem, StaffQueueQuery } from '@unikit/contracts/drive'
import { foldersById } from '../db/folders.ts'
import { openReportsOf } from '../db/itemReports.ts'
import type { ItemRow } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { staffQueue } from '../db/staffQueue.ts'
import type { Reader } from './readAccess.ts'
import { toPlainDriveItem } from './toDriveItem.ts'

/**
 * One page of a desk queue (docs/product/archive.md#staff-desk): each file with the folder it is in, the one its
 * uploader asked for, who uploaded it, why it was rejected, and its open reports.
 */
export async function staffQueueView(db: DriveDb, staff: Reader, query: StaffQueueQuery) {
  const { queue, page, page_size } = query
  const { rows, total } = await staffQueue(db, queue, { page, pageSize: page_size })
  return { data: await toStaffItems(db, staff, rows), total }
}

/** Files as the desk shows them: where they are or were asked for, their uploader and open reports. */
export async function toStaffItems(
  db: DriveDb,
  staff: Reader,
  rows: readonly ItemRow[],
): Promise<StaffItem[]> {
  const ids = rows.map((row) => row.id)
  const [reports, folders] = await Promise.all([
    openReportsOf(db, ids),
    foldersById(
      db,
      rows.flatMap((row) => [
        ...row.ancestors.slice(-1),
        ...(row.requested_folder_id ? [row.requested_folder_id] : []),
      ]),
    ),
  ])
  return rows.map((row) => {
    const parent = row.ancestors.at(-1)
    return {
      ...toPlainDriveItem(row, staff),
      folder: (parent && folders.get(parent)) || null,
      requested_folder: (row.requested_folder_id && folders.get(row.requested_folder_id)) || null,
      owner_id: row.owner_id,
      reject_reason: row.reject_reason,
      reports: reports.get(row.id) ?? [],
    }
  })
}
