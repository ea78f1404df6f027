import type { DriveApp } from '../DriveApp.ts'
import { findPersonalRecords } from '../db/personalRecords.ts'

/** What the archive keeps about a user (docs/product/platform.md#your-data): uploads, stars, Helpful marks,
 * downloads, rewards and reports. */
export function personalData(app: DriveApp, userId: string): Promise<Record<string, unknown>> {
  return findPersonalRecords(app.db, userId)
}
