import type { DriveReportBody } from '@unikit/contracts/drive'
import { addReport } from '../db/itemReports.ts'
import { findItem } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** A student reports a published file for staff to look at; once per student and file, never their own. */
export async function reportItem(db: DriveDb, reporterId: string, body: DriveReportBody): Promise<void> {
  const item = await findItem(db, body.id)
  if (item?.kind !== 'file' || item.status !== 'published') throw new errors.ITEM_NOT_FOUND()
  if (item.owner_id === reporterId) throw new errors.CANNOT_REPORT_OWN()
  const added = await addReport(db, {
    item_id: item.id,
    reporter_id: reporterId,
    reason: body.reason,
    note: body.note.trim(),
  })
  if (!added) throw new errors.ALREADY_REPORTED()
}
