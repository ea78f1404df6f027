import { isStaffRole } from '@unikit/contracts/accounts'
import type { AuthUser } from '@unikit/service-kit'
import { recordAudit } from '@unikit/service-kit'
import type { AccountsClient } from '../accounts/accountsClient.ts'
import { insertOwedCredit } from '../db/owedCredits.ts'
import { decidePendingTopup, findTopup, insertTopup } from '../db/topups.ts'
import { errors } from '../errors.ts'
import type { OrdersApp } from '../OrdersApp.ts'
import { applyOwedCredits } from '../orders/applyOwedCredits.ts'
import { topupReference } from './topupReference.ts'
import { vietQrPayload } from './vietQrPayload.ts'

/**
 * A top-up request (docs/product/orders.md#top-up): a unique reference for the transfer memo and the VietQR
 * payload for the student's banking app. It stays pending until staff see the money arrive; its line on the
 * statement (a note: nothing moved yet) is owed to the ledger in the same transaction.
 */
export async function requestTopup(app: OrdersApp, accounts: AccountsClient, user: AuthUser, amount: number) {
  if (isStaffRole(user.role)) throw new errors.STAFF_CANNOT_ORDER()
  for (let attempt = 0; ; attempt++) {
    try {
      const topup = await app.db.transaction().execute(async (trx) => {
        const row = await insertTopup(trx, { userId: user.userId, amount, reference: topupReference() })
        await insertOwedCredit(trx, {
          userId: row.user_id,
          amount: 0,
          notedAmount: row.amount,
          idempotencyKey: `topup:${row.id}:requested`,
          reason: `topup:${row.reference}`,
          entryKind: 'topup_requested',
          subjectId: row.reference,
        })
        return row
      })
      await applyOwedCredits(app.db, accounts).catch((error) =>
        app.log.warn({ err: error }, 'statement line will be retried'),
      )
      return { topup, qr: qrOf(app, topup.amount, topup.reference), bank: bankOf(app) }
    } catch (error) {
      // Two references alike (1 in a billion): draw another.
      if ((error as { code?: string }).code !== '23505' || attempt >= 3) throw error
    }
  }
}

export function qrOf(app: OrdersApp, amount: number, reference: string) {
  const { BANK_BIN, BANK_ACCOUNT_NO } = app.config
  return vietQrPayload({ bin: BANK_BIN, accountNo: BANK_ACCOUNT_NO, amount, memo: reference })
}

export function bankOf(app: OrdersApp) {
  const { BANK_NAME, BANK_BIN, BANK_ACCOUNT_NO, BANK_ACCOUNT_NAME } = app.config
  return { bank: BANK_NAME, bin: BANK_BIN, number: BANK_ACCOUNT_NO, name: BANK_ACCOUNT_NAME }
}

/**
 * Staff decide a pending top-up, once: confirming credits what arrived (the top-up's key, so never twice),
 * rejecting says why and leaves a note on the statement. The student gets a notice; the audit log says who did it.
 */
export async function decideTopup(
  app: OrdersApp,
  accounts: AccountsClient,
  staff: AuthUser,
  decision:
    | { id: number; status: 'confirmed'; amount: number }
    | { id: number; status: 'rejected'; reason: string },
) {
  const existing = await findTopup(app.db, decision.id)
  if (!existing) throw new errors.TOPUP_NOT_FOUND()
  const decided = await app.db.transaction().execute(async (trx) => {
    const row =
      decision.status === 'confirmed'
        ? await decidePendingTopup(trx, decision.id, {
            status: 'confirmed',
            confirmed_amount: decision.amount,
            decided_by: staff.userId,
          })
        : await decidePendingTopup(trx, decision.id, {
            status: 'rejected',
            reason: decision.reason.trim(),
            decided_by: staff.userId,
          })
    if (!row) return undefined
    const line = { userId: row.user_id, reason: `topup:${row.reference}`, subjectId: row.reference }
    if (row.status === 'confirmed' && row.confirmed_amount) {
      await insertOwedCredit(trx, {
        ...line,
        amount: row.confirmed_amount,
        idempotencyKey: `topup:${row.id}`,
        entryKind: 'topup_confirmed',
      })
      await app.notices.notify(trx, {
        userId: row.user_id,
        kind: 'topup.confirmed',
        params: { reference: row.reference, amount: row.confirmed_amount },
        link: '/account/statement',
      })
    } else {
      await insertOwedCredit(trx, {
        ...line,
        amount: 0,
        notedAmount: row.amount,
        idempotencyKey: `topup:${row.id}:rejected`,
        entryKind: 'topup_rejected',
      })
      await app.notices.notify(trx, {
        userId: row.user_id,
        kind: 'topup.rejected',
        params: { reference: row.reference, amount: row.amount, reason: row.reason ?? '' },
        link: '/order/topup',
      })
    }
    await recordAudit(trx, {
      actorId: staff.userId,
      action: `topup.${row.status}`,
      subjectType: 'topup',
      subjectId: String(row.id),
      details:
        row.status === 'confirmed'
          ? { asked: row.amount, credited: row.confirmed_amount }
          : { reason: row.reason },
    })
    return row
  })
  if (!decided) throw new errors.WRONG_STATUS(existing.status, decision.status)
  await applyOwedCredits(app.db, accounts).catch((error) =>
    app.log.warn({ err: error }, 'statement line will be retried'),
  )
  return decided
}
