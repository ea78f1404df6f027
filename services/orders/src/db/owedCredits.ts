import type { LedgerKind } from '@unikit/contracts/wallet'
import { sql } from 'kysely'
import type { OrdersDb } from './schema.ts'

export interface OwedCredit {
  userId: string
  /** VND; 0 for a note (a line of the statement that moves nothing). */
  amount: number
  /** The wallet's idempotency key: the entry is applied once, however often it is retried. */
  idempotencyKey: string
  reason: string
  entryKind: LedgerKind
  subjectId: string
  notedAmount?: number
}

/** A wallet entry owed to a student's ledger, written in the transaction of the change that owes it. */
export async function insertOwedCredit(trx: OrdersDb, credit: OwedCredit): Promise<void> {
  await trx
    .insertInto('owed_credits')
    .values({
      user_id: credit.userId,
      amount: credit.amount,
      idempotency_key: credit.idempotencyKey,
      reason: credit.reason,
      entry_kind: credit.entryKind,
      subject_id: credit.subjectId,
      noted_amount: credit.notedAmount ?? null,
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
