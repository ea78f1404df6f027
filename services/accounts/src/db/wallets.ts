import { sql } from 'kysely'
import type { AccountsDb, EntryKind } from './schema.ts'

/** A user's balance in VND (0 before any entry). */
export async function balanceOf(db: AccountsDb, userId: string): Promise<number> {
  const wallet = await db
    .selectFrom('wallets')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return wallet?.balance ?? 0
}

/** Adds to a balance (creating the wallet when missing); the new balance. */
export async function creditWallet(trx: AccountsDb, userId: string, amount: number): Promise<number> {
  const wallet = await trx
    .insertInto('wallets')
    .values({ user_id: userId, balance: amount })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        balance: sql<number>`wallets.balance + excluded.balance`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning('balance')
    .executeTakeFirstOrThrow()
  return wallet.balance
}

/**
 * Takes from a balance only where it covers the amount (PostgreSQL re-checks the condition after waiting for a
 * concurrent debit's lock); the new balance, or undefined when it does not cover it.
 */
export async function debitWallet(
  trx: AccountsDb,
  userId: string,
  amount: number,
): Promise<number | undefined> {
  const wallet = await trx
    .updateTable('wallets')
    .set({ balance: sql<number>`balance - ${amount}`, updated_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst()
  return wallet?.balance
}

export interface NewLedgerEntry {
  userId: string
  kind: EntryKind
  amount: number
  idempotencyKey: string
  reason: string
  balanceAfter: number
}

/** Records an entry; a repeated idempotency key fails on `ledger_idempotency_key_key`. */
export async function insertLedgerEntry(trx: AccountsDb, entry: NewLedgerEntry): Promise<string> {
  const row = await trx
    .insertInto('ledger')
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      amount: entry.amount,
      idempotency_key: entry.idempotencyKey,
      reason: entry.reason,
      balance_after: entry.balanceAfter,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

export function findLedgerEntryByKey(db: AccountsDb, idempotencyKey: string) {
  return db
    .selectFrom('ledger')
    .select(['id', 'user_id', 'kind', 'amount', 'balance_after'])
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst()
}

/** Every entry of a user, oldest first. */
export function ledgerEntries(db: AccountsDb, userId: string) {
  return db
    .selectFrom('ledger')
    .select(['id', 'kind', 'amount', 'reason', 'balance_after', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}
