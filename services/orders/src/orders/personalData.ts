import { findPersonalRecords } from '../db/personalRecords.ts'
import type { OrdersApp } from '../OrdersApp.ts'

/** What orders keeps about a user (docs/product/platform.md#your-data): their orders and what came with them, and top-ups. */
export function personalData(app: OrdersApp, userId: string): Promise<Record<string, unknown>> {
  return findPersonalRecords(app.db, userId)
}
