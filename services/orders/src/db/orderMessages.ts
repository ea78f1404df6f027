import type { OrdersDb } from './schema.ts'

export interface NewOrderMessage {
  orderId: number
  authorId: string
  author: 'student' | 'staff'
  body: string
  fileId: string | null
}

/** A message on an order's thread; an attachment already on another message fails on its unique key. */
export function insertOrderMessage(trx: OrdersDb, message: NewOrderMessage) {
  return trx
    .insertInto('order_messages')
    .values({
      order_id: message.orderId,
      author_id: message.authorId,
      author: message.author,
      body: message.body,
      file_id: message.fileId,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** An order's thread, oldest first. */
export function listOrderMessages(db: OrdersDb, orderId: number) {
  return db.selectFrom('order_messages').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}
