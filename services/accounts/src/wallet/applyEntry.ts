import type { WalletEntryBody, WalletEntryResult } from '@unikit/contracts/accounts'
import type { ServiceApp } from '@unikit/service-kit'
import { sql } from 'kysely'
import type { EntryKind } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { isUniqueViolation } from '../users/isUniqueViolation.ts'

type Db = ServiceApp['db']

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Applies one ledger entry, once. A credit or debit is one transaction: the wallet row is changed with a
 * conditional update (a debit only `where balance >= amount`, which PostgreSQL re-checks after waiting for a
 * concurrent debit's lock), and the entry is inserted beside it; the unique idempotency key makes a
 * concurrent repeat fail and roll back, after which it is answered as a replay.
 */
export async function applyEntry(
  db: Db,
  kind: EntryKind,
  entry: WalletEntryBody,
): Promise<WalletEntryResult> {
  if (!UUID.test(entry.userId)) throw new errors.USER_NOT_FOUND()
  entry = { ...entry, userId: entry.userId.toLowerCase() }
  const reason = entry.reason.trim()
  if (!reason) throw new errors.VALIDATION_FAILED('body.reason is required')

  const earlier = await replay(db, kind, entry)
  if (earlier) return earlier
  try {
    return await db.transaction().execute(async (trx) => {
      const wallet = kind === 'credit' ? await credit(trx, entry) : await debit(trx, entry)
      if (!wallet) throw new errors.INSUFFICIENT_FUNDS()
      const created = await trx
        .insertInto('ledger')
        .values({
          user_id: entry.userId,
          kind,
          amount: entry.amount,
          idempotency_key: entry.idempotencyKey,
          reason,
          balance_after: wallet.balance,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      return { entryId: String(created.id), balance: wallet.balance, replayed: false }
    })
  } catch (error) {
    // A concurrent request with the same key won, or (for a refused debit) had already applied it.
    if (
      isUniqueViolation(error, 'ledger_idempotency_key_key') ||
      (error as { code?: string }).code === 'INSUFFICIENT_FUNDS'
    ) {
      const applied = await replay(db, kind, entry)
      if (applied) return applied
    }
    if ((error as { code?: string }).code === '23503') throw new errors.USER_NOT_FOUND({ cause: error })
    throw error
  }
}

function credit(trx: Db, entry: WalletEntryBody) {
  return trx
    .insertInto('wallets')
    .values({ user_id: entry.userId, balance: entry.amount })
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        balance: sql<number>`wallets.balance + excluded.balance`,
        updated_at: sql<Date>`now()`,
      }),
    )
    .returning('balance')
    .executeTakeFirst()
}

async function debit(trx: Db, entry: WalletEntryBody) {
  const wallet = await trx
    .updateTable('wallets')
    .set({ balance: sql<number>`balance - ${entry.amount}`, updated_at: sql<Date>`now()` })
    .where('user_id', '=', entry.userId)
    .where('balance', '>=', entry.amount)
    .returning('balance')
    .executeTakeFirst()
  if (wallet) return wallet
  const user = await trx.selectFrom('users').select('id').where('id', '=', entry.userId).executeTakeFirst()
  if (!user) throw new errors.USER_NOT_FOUND()
  return undefined
}

/** The earlier result of this key: the same entry again → replayed; a different one → 409 IDEMPOTENCY_CONFLICT. */
async function replay(
  db: Db,
  kind: EntryKind,
  entry: WalletEntryBody,
): Promise<WalletEntryResult | undefined> {
  const existing = await db
    .selectFrom('ledger')
    .select(['id', 'user_id', 'kind', 'amount', 'balance_after'])
    .where('idempotency_key', '=', entry.idempotencyKey)
    .executeTakeFirst()
  if (!existing) return undefined
  if (existing.user_id !== entry.userId || existing.kind !== kind || existing.amount !== entry.amount) {
    throw new errors.IDEMPOTENCY_CONFLICT()
  }
  return { entryId: String(existing.id), balance: existing.balance_after, replayed: true }
}
