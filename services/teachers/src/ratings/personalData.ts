import { findPersonalRecords } from '../db/personalRecords.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/** What the feedback service keeps about a user (docs/product/platform.md#your-data): their insights and reports. */
export function personalData(app: TeachersApp, userId: string): Promise<Record<string, unknown>> {
  return findPersonalRecords(app.db, userId)
}
