import { sql } from 'kysely'
import type { OrdersDb } from './schema.ts'

export interface OwedCredit {
  userId: string
  amount: number
  /** The wallet's idempotency key: the credit is applied once, however often it is retried. */
  idempotencyKey: string
  reason: string
}

/** A credit owed to a student, written in the transaction of the change that owes it. */
export async function insertOwedCredit(trx: OrdersDb, credit: OwedCredit): Promise<void> {
  await trx
    .insertInto('owed_credits')
    .values({
      user_id: credit.userId,
      amount: credit.amount,
      idempotency_key: credit.idempotencyKey,
      reason: credit.reason,
    })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .execute()
}

/** Credits not applied yet, oldest first. */
export function dueCredits(db: OrdersDb, limit: number) {
  return db
    .selectFrom('owed_credits')
    .selectAll()
    .where('applied_at', 'is', null)
    .orderBy('id')
    .limit(limit)
    .execute()
}

export async function markCreditApplied(db: OrdersDb, id: number): Promise<void> {
  await db.updateTable('owed_credits').set({ applied_at: sql<Date>`now()` }).where('id', '=', id).execute()
}
