import { sql } from 'kysely'
import type { ItemRow } from './items.ts'
import type { DriveDb } from './schema.ts'

export type StaffQueueName = 'pending' | 'reported' | 'hidden'

/**
 * The desk's queues: uploads waiting for review (oldest first), published files with open reports (most
 * reported first), and files taken down (latest first).
 */
export async function staffQueue(
  db: DriveDb,
  queue: StaffQueueName,
  paging: { page: number; pageSize: number },
): Promise<{ rows: (ItemRow & { total: number })[]; total: number }> {
  const openReports = sql<number>`(select count(*)::int from item_reports as report
    where report.item_id = items.id and report.resolved_at is null)`
  let select = db
    .selectFrom('items')
    .selectAll()
    .select(sql<number>`count(*) over ()`.as('total'))
    .where('kind', '=', 'file')
  if (queue === 'pending') select = select.where('status', '=', 'pending').orderBy('created_at').orderBy('id')
  if (queue === 'hidden')
    select = select.where('status', '=', 'hidden').orderBy('updated_at', 'desc').orderBy('id')
  if (queue === 'reported') {
    select = select
      .where('status', '=', 'published')
      .where(sql<boolean>`${openReports} > 0`)
      .orderBy(openReports, 'desc')
      .orderBy('id')
  }
  const rows = await select
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
    .execute()
  return { rows, total: Number(rows[0]?.total ?? 0) }
}
