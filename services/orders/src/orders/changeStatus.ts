import { isStaffRole } from '@unikit/contracts/accounts'
import { formatDate } from '@unikit/contracts/format'
import {
  MAX_REVISIONS,
  orderStatusLabels,
  REVISION_WINDOW_DAYS,
  revisionRefusal,
  type SetStatusBody,
  sampleCitationPricePerCitation as sampleCitationPrice,
} from '@unikit/contracts/orders'
import type { AuthUser } from '@unikit/service-kit'
import { recordAudit } from '@unikit/service-kit'
import type { Selectable, Updateable } from 'kysely'
import type { AccountsClient } from '../accounts/accountsClient.ts'
import { insertDelivery, isDelivered } from '../db/orderDeliveries.ts'
import { insertOrderEvent } from '../db/orderEvents.ts'
import { findOrderFile } from '../db/orderFiles.ts'
import { findOrder, findOwnOrder, moveStatus } from '../db/orders.ts'
import { insertOwedCredit } from '../db/owedCredits.ts'
import type { OrdersDb, OrdersTable } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { OrdersApp } from '../OrdersApp.ts'
import { applyOwedCredits } from './applyOwedCredits.ts'
import { orderNotice } from './orderNotices.ts'
import { checkTransition, type OrderActor, type Transition } from './orderStateMachine.ts'
import { completePayment } from './payOrder.ts'

type OrderRow = Selectable<OrdersTable>

/**
 * One change of an order (`set_status`), by its owner or by staff, as the state machine allows
 * (docs/product/orders.md#who-may-change-an-order): 404 for another student's order, 403 for a change the
 * caller's role may never make, 409 when the order is no longer where the change starts. Every change is a
 * conditional update on the expected status and lands in the order's history, with the notice it sends; staff
 * changes also in the audit log.
 */
export async function changeStatus(
  app: OrdersApp,
  accounts: AccountsClient,
  user: AuthUser,
  body: SetStatusBody,
) {
  const actor: OrderActor = isStaffRole(user.role) ? 'staff' : 'student'
  const order =
    actor === 'staff' ? await findOrder(app.db, body.id) : await findOwnOrder(app.db, body.id, user.userId)
  if (!order) throw new errors.ORDER_NOT_FOUND()
  // A second Accept (a double click, a retry) of a paid order answers what the first did and charges nothing.
  if (actor === 'student' && body.status === 'customer_accepted' && order.status === body.status) return order
  const check = checkTransition(order.status, body.status, actor)
  if (!check.ok) {
    if (check.problem === 'not-allowed') {
      throw new errors.TRANSITION_NOT_ALLOWED(
        `${actor === 'staff' ? 'Staff' : 'A student'} cannot make this change`,
      )
    }
    throw wrongStatus(order.status, body.status)
  }
  const { transition } = check
  if (transition.revision) checkRevision(order)
  const changes = await detailsOf(app, transition, order, body)
  if (transition.charges) return acceptQuote(app, accounts, order, user.userId)
  const moved = await app.db
    .transaction()
    .execute(async (trx) => {
      const row = await moveStatus(trx, order.id, transition.from, transition.to, changes)
      if (!row) return undefined
      await insertOrderEvent(trx, {
        orderId: row.id,
        from: transition.from,
        to: transition.to,
        actorId: user.userId,
        actor,
        reason: body.reason?.trim() || null,
      })
      if (transition.notice) await app.notices.notify(trx, orderNotice(transition.notice, row))
      if (actor === 'staff') await audit(trx, user.userId, transition, row, body)
      if (transition.needs === 'file_output' && row.file_output_id)
        await insertDelivery(trx, { orderId: row.id, fileId: row.file_output_id, revision: row.revisions })
      if (transition.refunds && row.paid_amount) {
        await insertOwedCredit(trx, {
          userId: row.user_id,
          amount: row.paid_amount,
          idempotencyKey: `order:${row.id}:refund`,
          reason: `order:${row.id}:refund`,
          entryKind: 'order_refund',
          subjectId: String(row.id),
        })
      }
      return row
    })
    .catch((error) => {
      // The same file delivered to two orders at once: the second change rolls back whole, notice and all.
      const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string }
      const unique = 'order_deliveries_file_id_key'
      if (code === '23505' && (constraint === unique || message?.includes(unique)))
        throw new errors.DETAIL_REQUIRED('This file was delivered already: upload the new one')
      throw error
    })
  if (!moved) throw wrongStatus((await findOrder(app.db, order.id))?.status ?? order.status, body.status)
  if (transition.refunds)
    await applyOwedCredits(app.db, accounts).catch((error) =>
      app.log.warn({ err: error }, 'refund will be retried'),
    )
  return moved
}

/**
 * A revision is asked for within REVISION_WINDOW_DAYS of the latest delivery, at most MAX_REVISIONS times an order
 * (docs/decisions/0746-revisions.md); each refusal says why, with its own code.
 */
function checkRevision(order: OrderRow) {
  const refusal = revisionRefusal(order)
  if (refusal === 'REVISION_LIMIT_REACHED') throw new errors.REVISION_LIMIT_REACHED(String(MAX_REVISIONS))
  if (refusal === 'REVISION_WINDOW_CLOSED')
    throw new errors.REVISION_WINDOW_CLOSED(
      String(REVISION_WINDOW_DAYS),
      formatDate(order.admin_done_at ?? order.status_changed_at),
    )
}

/** The student accepts the quote: the order is marked as being paid, then the wallet takes the price once. */
async function acceptQuote(app: OrdersApp, accounts: AccountsClient, order: OrderRow, userId: string) {
  const pending = await moveStatus(app.db, order.id, 'admin_accepted', 'payment_pending', {
    payment_back: 'admin_accepted',
    payment_started_at: new Date(),
  })
  if (!pending) {
    // A second Accept of the same order: the first one pays it (once), this one changes nothing.
    const now = await findOrder(app.db, order.id)
    if (now?.status === 'customer_accepted') return now
    throw wrongStatus(now?.status ?? order.status, 'customer_accepted')
  }
  const paid = await completePayment(app, accounts, pending, { actorId: userId, from: 'admin_accepted' })
  return paid ?? pending
}

/** What the change carries: the quote's count and price, the reason, the delivered file, the revision's count. */
async function detailsOf(
  app: OrdersApp,
  transition: Transition,
  order: OrderRow,
  body: SetStatusBody,
): Promise<Updateable<OrdersTable>> {
  if (transition.needs === 'citation_count') {
    if (!body.citation_count) throw new errors.DETAIL_REQUIRED('Enter the number of citations to quote')
    return { citation_count: body.citation_count, price: body.citation_count * sampleCitationPrice }
  }
  if (transition.needs === 'reason') {
    const reason = body.reason?.trim()
    if (!reason)
      throw new errors.DETAIL_REQUIRED(
        transition.revision ? 'Say what should change in the revision' : 'Say why, for the student',
      )
    // A revision's reason is the history's; the order's own reason is why staff declined or cancelled it.
    return transition.revision ? { revisions: order.revisions + 1 } : { reason }
  }
  if (transition.needs === 'file_output') {
    const file = body.file_output ? await findOrderFile(app.db, body.file_output) : undefined
    if (file?.purpose !== 'output') throw new errors.DETAIL_REQUIRED('Upload the delivered file first')
    if (await isDelivered(app.db, file.id))
      throw new errors.DETAIL_REQUIRED('This file was delivered already: upload the new one')
    return { file_output_id: file.id, admin_done_at: new Date() }
  }
  return {}
}

async function audit(
  trx: OrdersDb,
  actorId: string,
  transition: Transition,
  order: OrderRow,
  body: SetStatusBody,
) {
  await recordAudit(trx, {
    actorId,
    action: `order.${transition.to}`,
    subjectType: 'order',
    subjectId: String(order.id),
    details: {
      from: transition.from,
      ...(body.citation_count ? { citationCount: body.citation_count, price: order.price } : {}),
      ...(body.reason ? { reason: body.reason.trim() } : {}),
      ...(body.file_output ? { fileOutput: body.file_output } : {}),
      ...(transition.refunds ? { refunded: order.paid_amount } : {}),
      ...(transition.from === 'revision_requested' ? { revision: order.revisions } : {}),
    },
  })
}

function wrongStatus(current: OrderRow['status'], wanted: OrderRow['status']) {
  return new errors.WRONG_STATUS(
    orderStatusLabels[current].toLowerCase(),
    orderStatusLabels[wanted].toLowerCase(),
  )
}
