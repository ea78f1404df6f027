import type { LedgerKind } from '@unikit/contracts/wallet'
import { type Insertable, sql } from 'kysely'
import type { AccountsDb, EntryKind, LedgerTable } from './schema.ts'

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
 * Locks a balance without changing it (creating the wallet when missing), for a note: the note then takes its
 * place in the ledger between the entries before and after it, like a credit or a debit. The balance.
 */
export async function holdWallet(trx: AccountsDb, userId: string): Promise<number> {
  const wallet = await trx
    .insertInto('wallets')
    .values({ user_id: userId, balance: 0 })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ updated_at: sql<Date>`now()` }))
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
  entryKind: LedgerKind
  subjectId: string | null
  notedAmount: number | null
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
      entry_kind: entry.entryKind,
      subject_id: entry.subjectId,
      noted_amount: entry.notedAmount,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

/**
 * Many entries in one statement, for the demo seed and the benches: their `balance_after` must follow each other as
 * `applyEntry` would have written them, and the wallet be set to the last.
 */
export async function insertLedgerRows(trx: AccountsDb, rows: Insertable<LedgerTable>[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto('ledger').values(rows).execute()
}

export function findLedgerEntryByKey(db: AccountsDb, idempotencyKey: string) {
  return db
    .selectFrom('ledger')
    .select(['id', 'user_id', 'kind', 'amount', 'balance_after', 'entry_kind'])
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

/**
 * One page of a user's statement, newest first (the ledger's order is the balance's: each entry is written while
 * its wallet row is locked), how many lines there are, and the balance, all read in one statement so the balance
 * is the newest line's.
 */
export async function statementPage(db: AccountsDb, userId: string, page: number, pageSize: number) {
  const { rows } = await sql<{
    id: string | null
    kind: EntryKind | null
    amount: number | null
    entry_kind: LedgerKind | null
    subject_id: string | null
    noted_amount: number | null
    balance_after: number | null
    created_at: Date | null
    total: number
    balance: number
  }>`
    with lines as (
      select id, kind, amount, entry_kind, subject_id, noted_amount, balance_after, created_at
      from ledger where user_id = ${userId}
      order by id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ),
    summary as (
      select (select count(*) from ledger where user_id = ${userId})::int as total,
        coalesce((select balance from wallets where user_id = ${userId}), 0) as balance
    )
    select lines.*, summary.total, summary.balance
    from summary left join lines on true
    order by lines.id desc nulls last`.execute(db)
  const first = rows[0]
  return {
    lines: rows.filter((row) => row.id !== null),
    total: Number(first?.total ?? 0),
    balance: Number(first?.balance ?? 0),
  }
}
