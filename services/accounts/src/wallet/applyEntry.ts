import type { WalletEntryBody, WalletEntryResult, WalletNoteBody } from '@unikit/contracts/accounts'
import { kindMoves, type LedgerKind } from '@unikit/contracts/wallet'
import type { AccountsDb, EntryKind } from '../db/schema.ts'
import { userExists } from '../db/users.ts'
import {
  creditWallet,
  debitWallet,
  findLedgerEntryByKey,
  holdWallet,
  insertLedgerEntry,
} from '../db/wallets.ts'
import { errors } from '../errors.ts'
import { isUniqueViolation } from '../users/isUniqueViolation.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A credit, a debit, or a note (amount 0, moves nothing), as the internal calls and the admin commands give it. */
type Entry =
  | (WalletEntryBody & { notedAmount?: undefined })
  | (Omit<WalletNoteBody, 'notedAmount'> & { amount: 0; notedAmount?: number | undefined })

/**
 * Applies one ledger entry, once (docs/product/accounts.md#wallet). Each is one transaction: the wallet row is
 * changed with a conditional update (a debit only where the balance covers it), or for a note only locked, and the
 * entry is inserted beside it with the balance after, so the ledger's order is the balance's
 * (docs/decisions/0744-the-statement-is-the-ledger.md). The unique idempotency key makes a concurrent repeat fail
 * and roll back, after which it is answered as a replay.
 */
export async function applyEntry(db: AccountsDb, kind: EntryKind, entry: Entry): Promise<WalletEntryResult> {
  if (!UUID.test(entry.userId)) throw new errors.USER_NOT_FOUND()
  const entryKind: LedgerKind = entry.entryKind ?? 'adjustment'
  if (!kindMoves(entryKind, kind))
    throw new errors.VALIDATION_FAILED(`body.entryKind ${entryKind} is not a ${kind}`)
  entry = { ...entry, userId: entry.userId.toLowerCase() }
  const reason = entry.reason.trim()
  if (!reason) throw new errors.VALIDATION_FAILED('body.reason is required')

  const earlier = await replay(db, kind, entry)
  if (earlier) return earlier
  try {
    return await db.transaction().execute(async (trx) => {
      const balance =
        kind === 'credit'
          ? await creditWallet(trx, entry.userId, entry.amount)
          : kind === 'debit'
            ? await debit(trx, entry.userId, entry.amount)
            : await holdWallet(trx, entry.userId)
      const entryId = await insertLedgerEntry(trx, {
        userId: entry.userId,
        kind,
        amount: entry.amount,
        idempotencyKey: entry.idempotencyKey,
        reason,
        balanceAfter: balance,
        entryKind,
        subjectId: entry.subjectId ?? null,
        notedAmount: entry.notedAmount ?? null,
      })
      return { entryId, balance, replayed: false }
    })
  } catch (error) {
    // A concurrent request with the same key won, or (for a refused debit) had already applied it.
    const code = (error as { code?: string }).code
    if (isUniqueViolation(error, 'ledger_idempotency_key_key') || code === 'INSUFFICIENT_FUNDS') {
      const applied = await replay(db, kind, entry)
      if (applied) return applied
    }
    if (code === '23503') throw new errors.USER_NOT_FOUND({ cause: error })
    throw error
  }
}

async function debit(trx: AccountsDb, userId: string, amount: number): Promise<number> {
  const balance = await debitWallet(trx, userId, amount)
  if (balance !== undefined) return balance
  if (!(await userExists(trx, userId))) throw new errors.USER_NOT_FOUND()
  throw new errors.INSUFFICIENT_FUNDS()
}

/** The earlier result of this key: the same entry again → replayed; a different one → 409 IDEMPOTENCY_CONFLICT. */
async function replay(db: AccountsDb, kind: EntryKind, entry: Entry): Promise<WalletEntryResult | undefined> {
  const existing = await findLedgerEntryByKey(db, entry.idempotencyKey)
  if (!existing) return undefined
  if (existing.user_id !== entry.userId || existing.kind !== kind || existing.amount !== entry.amount) {
    throw new errors.IDEMPOTENCY_CONFLICT()
  }
  return { entryId: String(existing.id), balance: existing.balance_after, replayed: true }
}
