import { AdminError } from '@unikit/service-kit/admin'
import type { AccountsDb } from '../db/schema.ts'
import { balanceOf, ledgerEntries } from '../db/wallets.ts'
import { applyEntry } from '../wallet/applyEntry.ts'
import { findUserByEmail } from './users.ts'

/** The largest single credit the command accepts (VND): a typo guard, far above any real transfer. */
const MAX_CREDIT = 1_000_000_000

/** `1250000` or `1,250,000` → 1250000; anything else is refused rather than guessed. */
export function readAmount(value: string): number {
  if (!/^\d+$|^\d{1,3}(,\d{3})+$/.test(value)) {
    throw new AdminError(`The amount must be whole dong, e.g. 500000 or 500,000, not "${value}"`)
  }
  const amount = Number(value.replaceAll(',', ''))
  if (amount < 1 || amount > MAX_CREDIT) {
    throw new AdminError(`The amount must be from 1 to ${MAX_CREDIT.toLocaleString('en')} ₫`)
  }
  return amount
}

/** Credits a bank transfer once: the bank reference is the idempotency key. */
export async function creditTransfer(db: AccountsDb, email: string, amount: number, ref: string) {
  const reference = ref.trim()
  if (!/^[\w./-]{1,100}$/.test(reference)) {
    throw new AdminError(
      '--ref must be the bank reference (letters, digits, . _ / -), at most 100 characters',
    )
  }
  const user = await findUserByEmail(db, email)
  try {
    const result = await applyEntry(db, 'credit', {
      userId: user.id,
      amount,
      idempotencyKey: `bank-transfer:${reference}`,
      reason: `bank-transfer:${reference}`,
      entryKind: 'bank_transfer',
      subjectId: reference,
    })
    return { user, ...result }
  } catch (error) {
    if ((error as { code?: string }).code === 'IDEMPOTENCY_CONFLICT') {
      throw new AdminError(`Bank reference ${reference} was already credited with another amount or account`)
    }
    throw error
  }
}

export async function ledgerOf(db: AccountsDb, email: string) {
  const user = await findUserByEmail(db, email)
  return { user, balance: await balanceOf(db, user.id), entries: await ledgerEntries(db, user.id) }
}
