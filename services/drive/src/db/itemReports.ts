import type { Insertable } from 'kysely'
import type { DriveDb, ItemReportsTable } from './schema.ts'

/** Adds a report; false when this student had reported the file already. */
export async function addReport(db: DriveDb, report: Insertable<ItemReportsTable>): Promise<boolean> {
  const added = await db
    .insertInto('item_reports')
    .values(report)
    .onConflict((conflict) => conflict.columns(['item_id', 'reporter_id']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return added !== undefined
}

/** The open reports of these items, oldest first. */
export async function openReportsOf(db: DriveDb, itemIds: readonly string[]) {
  const byItem = new Map<
    string,
    { id: number; reason: ItemReportsTable['reason']; note: string; at: string }[]
  >()
  if (itemIds.length === 0) return byItem
  const rows = await db
    .selectFrom('item_reports')
    .select(['id', 'item_id', 'reason', 'note', 'created_at'])
    .where('item_id', 'in', [...itemIds])
    .where('resolved_at', 'is', null)
    .orderBy('id')
    .execute()
  for (const row of rows) {
    const list = byItem.get(row.item_id) ?? []
    list.push({ id: Number(row.id), reason: row.reason, note: row.note, at: row.created_at.toISOString() })
    byItem.set(row.item_id, list)
  }
  return byItem
}

/** Who reported an item and waits for staff's answer. */
export async function openReporterIds(db: DriveDb, itemId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('item_reports')
    .select('reporter_id')
    .where('item_id', '=', itemId)
    .where('resolved_at', 'is', null)
    .execute()
  return rows.map((row) => row.reporter_id)
}

/** Closes an item's open reports with what staff did; the reporters' ids, to tell them. */
export async function resolveReports(db: DriveDb, itemId: string, outcome: string): Promise<string[]> {
  const rows = await db
    .updateTable('item_reports')
    .set({ resolved_at: new Date(), outcome })
    .where('item_id', '=', itemId)
    .where('resolved_at', 'is', null)
    .returning('reporter_id')
    .execute()
  return rows.map((row) => row.reporter_id)
}
