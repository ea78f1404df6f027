import type { AccountsClient } from '../accounts/accountsClient.ts'
import { deleteOrder, findInterruptedPayments, moveStatus } from '../db/orders.ts'
import type { OrdersApp } from '../OrdersApp.ts'
import { applyOwedCredits } from './applyOwedCredits.ts'
import { chargeKey, settlePaid } from './payOrder.ts'

/**
 * Settles what a crash or an unreachable wallet left half-done (docs/product/orders.md#paying): a payment still
 * pending after PAYMENT_RECOVERY_AFTER_MS is completed when the wallet has the charge, else undone; credits owed
 * are applied. Safe on several instances at once: every step is conditional or keyed.
 */
export async function reconcileOrders(app: OrdersApp, accounts: AccountsClient): Promise<void> {
  const startedBefore = new Date(Date.now() - app.config.PAYMENT_RECOVERY_AFTER_MS)
  for (const order of await findInterruptedPayments(app.db, startedBefore, 50)) {
    const charge = await accounts.lookup(chargeKey(order.id))
    if (charge.found) {
      const by = { actorId: 'system', actor: 'system' as const }
      await settlePaid(app, order, by, order.payment_back === null ? null : 'admin_accepted')
    } else if (order.payment_back === null) {
      await deleteOrder(app.db, order.id)
    } else {
      await moveStatus(app.db, order.id, 'payment_pending', order.payment_back, {
        payment_back: null,
        payment_started_at: null,
      })
    }
  }
  await applyOwedCredits(app.db, accounts)
}

/** Runs `reconcileOrders` every ORDER_RECONCILE_INTERVAL_MS on this instance, until the app closes. */
export function scheduleReconciliation(app: OrdersApp, accounts: AccountsClient) {
  const timer = setInterval(() => {
    reconcileOrders(app, accounts).catch((error) =>
      app.log.warn({ err: error }, 'order reconciliation failed'),
    )
  }, app.config.ORDER_RECONCILE_INTERVAL_MS)
  timer.unref()
  app.addHook('preClose', async () => clearInterval(timer))
}
