import type { DriveReportBody } from '@unikit/contracts/drive'
import type { DriveApp } from '../DriveApp.ts'
import { addReport } from '../db/itemReports.ts'
import { findItem } from '../db/items.ts'
import { errors } from '../errors.ts'

/** A student reports a published file for staff to look at; once per student and file, never their own. */
export async function reportItem(app: DriveApp, reporterId: string, body: DriveReportBody): Promise<void> {
  const item = await findItem(app.db, body.id)
  if (item?.kind !== 'file' || item.status !== 'published') throw new errors.ITEM_NOT_FOUND()
  if (item.owner_id === reporterId) throw new errors.CANNOT_REPORT_OWN()
  const added = await addReport(app.db, {
    item_id: item.id,
    reporter_id: reporterId,
    reason: body.reason,
    note: body.note.trim(),
  })
  if (!added) throw new errors.ALREADY_REPORTED()
}
