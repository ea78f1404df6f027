import type { AccountsClient } from '../accounts/accountsClient.ts'
import { dueCredits, markCreditApplied } from '../db/owedCredits.ts'
import type { OrdersDb } from '../db/schema.ts'

/**
 * Applies the credits the service owes students (refunds, confirmed top-ups) to the accounts wallet: each once,
 * by its idempotency key, so running this twice at once, or again after a crash, never pays twice. What fails
 * waits for the next run (docs/product/orders.md#paying).
 */
export async function applyOwedCredits(db: OrdersDb, accounts: AccountsClient, limit = 50): Promise<number> {
  let applied = 0
  for (const credit of await dueCredits(db, limit)) {
    await accounts.credit({
      userId: credit.user_id,
      amount: credit.amount,
      key: credit.idempotency_key,
      reason: credit.reason,
    })
    await markCreditApplied(db, credit.id)
    applied++
  }
  return applied
}
