import type { AccountsDb } from '../db/schema.ts'
import { balanceOf, findLedgerEntryByKey } from '../db/wallets.ts'
import { isUserId } from '../users/isUserId.ts'

/** Whether an idempotency key was applied, and the entry it made: how a saga recovers after a crash. */
export async function walletLookup(db: AccountsDb, idempotencyKey: string) {
  const entry = await findLedgerEntryByKey(db, idempotencyKey)
  if (!entry) return { found: false as const }
  return {
    found: true as const,
    entryId: String(entry.id),
    userId: entry.user_id,
    kind: entry.kind,
    amount: entry.amount,
  }
}

/** A user's balance (VND); 0 for an id that cannot be a user's. */
export async function walletBalance(db: AccountsDb, userId: string): Promise<number> {
  return isUserId(userId) ? balanceOf(db, userId) : 0
}
