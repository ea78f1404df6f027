import { isStaffRole } from '@unikit/contracts/accounts'
import type { MessageCreateBody, OrderMessage } from '@unikit/contracts/orders'
import { type AuthUser, recordAudit } from '@unikit/service-kit'
import type { Selectable } from 'kysely'
import { findOrderFile, findOrderFiles, findOrderOfFile } from '../db/orderFiles.ts'
import { insertOrderMessage, listOrderMessages } from '../db/orderMessages.ts'
import { findOrder, findOwnOrder, markThreadWaiting } from '../db/orders.ts'
import type { OrderMessagesTable, OrdersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { OrdersApp } from '../OrdersApp.ts'
import { messageNotice } from '../orders/orderNotices.ts'
import { toOrderFile } from '../orders/toOrderView.ts'

/** The order a thread belongs to: any for staff, only their own for a student (another's is not found). */
async function threadOrder(db: OrdersDb, user: AuthUser, orderId: number) {
  const order = isStaffRole(user.role)
    ? await findOrder(db, orderId)
    : await findOwnOrder(db, orderId, user.userId)
  if (!order) throw new errors.ORDER_NOT_FOUND()
  return order
}

/** An order's thread, oldest first, each message with who wrote it (the student or Unikit staff) and when. */
export async function orderThread(db: OrdersDb, user: AuthUser, orderId: number): Promise<OrderMessage[]> {
  const order = await threadOrder(db, user, orderId)
  const messages = await listOrderMessages(db, order.id)
  const files = await findOrderFiles(
    db,
    messages.flatMap((message) => (message.file_id ? [message.file_id] : [])),
  )
  const fileById = new Map(files.map((file) => [file.id, toOrderFile(file)]))
  return messages.map((message) =>
    toMessageView(message, message.file_id ? fileById.get(message.file_id) : undefined),
  )
}

/**
 * A message on an order's thread (docs/product/orders.md#messages), by its student or by staff: text of at most
 * 2,000 characters, an attachment uploaded first (purpose `message`, by the writer, on no other message), or both.
 * A student's message puts the thread among the desk's unanswered ones; staff's takes it off, is in the audit log,
 * and sends the student a notice, in the same transaction.
 */
export async function postMessage(
  app: OrdersApp,
  user: AuthUser,
  body: MessageCreateBody,
): Promise<OrderMessage> {
  const order = await threadOrder(app.db, user, body.order_id)
  const text = body.body.trim()
  const file = body.file_id ? await findOrderFile(app.db, body.file_id) : undefined
  if (body.file_id) {
    if (!file || file.owner_id !== user.userId || file.purpose !== 'message')
      throw new errors.WRONG_FILE('Attach the file again: it was not found')
    if (await findOrderOfFile(app.db, file.id)) throw new errors.WRONG_FILE('This file is on another message')
  }
  if (!text && !file) throw new errors.VALIDATION_FAILED('Write a message or attach a file')
  const author = isStaffRole(user.role) ? 'staff' : 'student'
  const message = await app.db.transaction().execute(async (trx) => {
    const row = await insertOrderMessage(trx, {
      orderId: order.id,
      authorId: user.userId,
      author,
      body: text,
      fileId: file?.id ?? null,
    })
    await markThreadWaiting(trx, order.id, author)
    if (author === 'staff') {
      await recordAudit(trx, {
        actorId: user.userId,
        action: 'order.message',
        subjectType: 'order',
        subjectId: String(order.id),
        details: { message: row.id, ...(file ? { file: file.id } : {}) },
      })
      await app.notices.notify(trx, messageNotice(order, text, Boolean(file)))
    }
    return row
  })
  return toMessageView(message, file ? toOrderFile(file) : undefined)
}

function toMessageView(
  message: Selectable<OrderMessagesTable>,
  file: ReturnType<typeof toOrderFile> | undefined,
): OrderMessage {
  return {
    id: String(message.id),
    author: message.author,
    body: message.body,
    file: file ?? null,
    at: message.created_at.toISOString(),
  }
}
