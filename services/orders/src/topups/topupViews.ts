import type { Selectable } from 'kysely'
import type { AccountsClient } from '../accounts/accountsClient.ts'
import type { OrdersDb, TopupsTable } from '../db/schema.ts'
import { listTopupsByStatus, listTopupsOf } from '../db/topups.ts'
import { withStudents } from '../staff/withStudents.ts'

/** A top-up as answers show it. */
export function toTopupView(row: Selectable<TopupsTable>) {
  return {
    id: row.id,
    user_id: row.user_id,
    amount: row.amount,
    reference: row.reference,
    status: row.status,
    confirmed_amount: row.confirmed_amount,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  }
}

/** A student's 20 latest top-ups, newest first. */
export async function listTopupViews(db: OrdersDb, userId: string) {
  return (await listTopupsOf(db, userId, 20)).map(toTopupView)
}

/** The staff's list of top-ups in one state (the pending ones oldest first), each with whose it is. */
export async function staffTopupViews(
  db: OrdersDb,
  accounts: AccountsClient,
  status: 'pending' | 'confirmed' | 'rejected',
) {
  return withStudents(accounts, (await listTopupsByStatus(db, status, 100)).map(toTopupView))
}
