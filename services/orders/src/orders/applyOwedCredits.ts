import type { AccountsClient } from '../accounts/accountsClient.ts'
import { dueCredits, markCreditApplied } from '../db/owedCredits.ts'
import type { OrdersDb } from '../db/schema.ts'

/**
 * Applies the entries the service owes students' ledgers (refunds, confirmed top-ups, and the notes of a top-up
 * asked for or refused) to the accounts wallet: each once, by its idempotency key, so running this twice at once,
 * or again after a crash, never pays twice. What fails waits for the next run (docs/product/orders.md#paying).
 */
export async function applyOwedCredits(db: OrdersDb, accounts: AccountsClient, limit = 50): Promise<number> {
  let applied = 0
  for (const credit of await dueCredits(db, limit)) {
    const entry = {
      userId: credit.user_id,
      key: credit.idempotency_key,
      reason: credit.reason,
      entryKind: credit.entry_kind,
      subjectId: credit.subject_id ?? '',
    }
    if (credit.amount === 0) await accounts.note({ ...entry, notedAmount: credit.noted_amount })
    else await accounts.credit({ ...entry, amount: credit.amount })
    await markCreditApplied(db, credit.id)
    applied++
  }
  return applied
}
