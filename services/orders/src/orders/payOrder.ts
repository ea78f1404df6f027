import { formatVnd } from '@unikit/contracts/format'
import type { Selectable } from 'kysely'
import type { AccountsClient } from '../accounts/accountsClient.ts'
import { insertOrderEvent } from '../db/orderEvents.ts'
import { deleteOrder, moveStatus } from '../db/orders.ts'
import type { OrdersTable } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { OrdersApp } from '../OrdersApp.ts'

type OrderRow = Selectable<OrdersTable>

/** The wallet key of an order's payment: one charge per order, however often it is retried. */
export const chargeKey = (orderId: number) => `order:${orderId}:charge`

/**
 * The second half of a payment (docs/product/orders.md#paying): the order is already `payment_pending` (a
 * committed row says a charge is under way), then the wallet takes the price once (the order's key), then the
 * order becomes `customer_accepted`. A balance that does not cover it puts the order back (or, for a new
 * Research Assistant order, removes it) and answers 409 with how much is missing. A wallet that cannot be reached
 * leaves the order pending: the reconciler settles it from what the wallet says.
 */
export async function completePayment(
  app: OrdersApp,
  accounts: AccountsClient,
  order: OrderRow,
  by: { actorId: string; from: 'new-order' | 'admin_accepted' },
) {
  const price = order.price ?? 0
  let outcome: Awaited<ReturnType<AccountsClient['debit']>>
  try {
    outcome = await accounts.debit({
      userId: order.user_id,
      amount: price,
      key: chargeKey(order.id),
      reason: `order:${order.id}`,
      entryKind: 'order_payment',
      subjectId: String(order.id),
    })
  } catch (error) {
    throw new errors.PAYMENT_UNAVAILABLE({ cause: error })
  }
  if (!outcome.ok) {
    await app.db.transaction().execute(async (trx) => {
      if (order.payment_back === null) await deleteOrder(trx, order.id)
      else
        await moveStatus(trx, order.id, 'payment_pending', order.payment_back, {
          payment_back: null,
          payment_started_at: null,
        })
    })
    throw new errors.INSUFFICIENT_FUNDS(formatVnd(price - outcome.balance))
  }
  const from = by.from === 'new-order' ? null : 'admin_accepted'
  return settlePaid(app, order, { actorId: by.actorId, actor: 'student' }, from)
}

/**
 * The payment went through: the order is the student's, paid, with its deadline if it had none. The history
 * names who settled it: the student's own call, or the reconciler after a crash (`system`).
 */
export async function settlePaid(
  app: OrdersApp,
  order: OrderRow,
  by: { actorId: string; actor: 'student' | 'system' },
  from: 'admin_accepted' | null,
) {
  return app.db.transaction().execute(async (trx) => {
    const paid = await moveStatus(trx, order.id, 'payment_pending', 'customer_accepted', {
      paid_amount: order.price,
      payment_back: null,
      payment_started_at: null,
      deadline: order.deadline ?? new Date(Date.now() + app.config.SAMPLE_CITATION_DAYS * 86_400_000),
    })
    if (paid)
      await insertOrderEvent(trx, {
        orderId: order.id,
        from,
        to: 'customer_accepted',
        ...by,
      })
    return paid
  })
}
