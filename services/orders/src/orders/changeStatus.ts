import { isStaffRole } from '@unikit/contracts/accounts'
import {
  orderStatusLabels,
  type SetStatusBody,
  sampleCitationPricePerCitation as sampleCitationPrice,
} from '@unikit/contracts/orders'
import type { AuthUser } from '@unikit/service-kit'
import { recordAudit } from '@unikit/service-kit'
import type { Selectable, Updateable } from 'kysely'
import type { AccountsClient } from '../accounts/accountsClient.ts'
import { insertOrderEvent } from '../db/orderEvents.ts'
import { findOrderFile } from '../db/orderFiles.ts'
import { findOrder, findOwnOrder, moveStatus } from '../db/orders.ts'
import { insertOwedCredit } from '../db/owedCredits.ts'
import type { OrdersDb, OrdersTable } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { OrdersApp } from '../OrdersApp.ts'
import { applyOwedCredits } from './applyOwedCredits.ts'
import { orderMail } from './orderMails.ts'
import { checkTransition, type OrderActor, type Transition } from './orderStateMachine.ts'
import { completePayment } from './payOrder.ts'

type OrderRow = Selectable<OrdersTable>

/**
 * One change of an order (`set_status`), by its owner or by staff, as the state machine allows
 * (docs/product/orders.md#who-may-change-an-order): 404 for another student's order, 403 for a change the
 * caller's role may never make, 409 when the order is no longer where the change starts. Every change is a
 * conditional update on the expected status and lands in the order's history; staff changes also in the audit log.
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
  const changes = await detailsOf(app, transition, body)
  if (transition.charges) return acceptQuote(app, accounts, order, user.userId)
  const contact = transition.mail ? (await accounts.contacts([order.user_id])).get(order.user_id) : undefined
  const moved = await app.db.transaction().execute(async (trx) => {
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
    if (actor === 'staff') await audit(trx, user.userId, transition, row, body)
    if (transition.refunds && row.paid_amount) {
      await insertOwedCredit(trx, {
        userId: row.user_id,
        amount: row.paid_amount,
        idempotencyKey: `order:${row.id}:refund`,
        reason: `order:${row.id}:refund`,
      })
    }
    if (transition.mail && contact) {
      const mail = orderMail(transition.mail, {
        to: contact.email,
        firstName: contact.firstName,
        order: row,
        publicOrigin: app.config.PUBLIC_ORIGIN,
      })
      await app.outbox.enqueue(trx, mail)
    }
    return row
  })
  if (!moved) throw wrongStatus((await findOrder(app.db, order.id))?.status ?? order.status, body.status)
  if (transition.refunds)
    await applyOwedCredits(app.db, accounts).catch((error) =>
      app.log.warn({ err: error }, 'refund will be retried'),
    )
  return moved
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

/** What the change carries: the quote's count and price, the reason, the delivered file. */
async function detailsOf(
  app: OrdersApp,
  transition: Transition,
  body: SetStatusBody,
): Promise<Updateable<OrdersTable>> {
  if (transition.needs === 'citation_count') {
    if (!body.citation_count) throw new errors.DETAIL_REQUIRED('Enter the number of citations to quote')
    return { citation_count: body.citation_count, price: body.citation_count * sampleCitationPrice }
  }
  if (transition.needs === 'reason') {
    const reason = body.reason?.trim()
    if (!reason) throw new errors.DETAIL_REQUIRED('Say why, for the student')
    return { reason }
  }
  if (transition.needs === 'file_output') {
    const file = body.file_output ? await findOrderFile(app.db, body.file_output) : undefined
    if (file?.purpose !== 'output') throw new errors.DETAIL_REQUIRED('Upload the delivered file first')
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
    },
  })
}

function wrongStatus(current: OrderRow['status'], wanted: OrderRow['status']) {
  return new errors.WRONG_STATUS(
    orderStatusLabels[current].toLowerCase(),
    orderStatusLabels[wanted].toLowerCase(),
  )
}
