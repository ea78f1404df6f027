import type { Transaction } from 'kysely'
import type { OrdersDatabase } from './schema.ts'

type Trx = Transaction<OrdersDatabase>

/**
 * The files of a student's orders (what they uploaded, every file delivered to them, the attachments of their
 * threads) and their uploads not yet on an order: the ids to discard.
 */
export async function studentFileIds(trx: Trx, userId: string): Promise<string[]> {
  const theirOrders = trx.selectFrom('orders').select('id').where('user_id', '=', userId)
  const [own, onOrders, delivered, attached] = await Promise.all([
    trx.selectFrom('order_files').select('id').where('owner_id', '=', userId).execute(),
    trx
      .selectFrom('orders')
      .select(['file_input_id', 'file_output_id'])
      .where('user_id', '=', userId)
      .execute(),
    trx.selectFrom('order_deliveries').select('file_id').where('order_id', 'in', theirOrders).execute(),
    trx.selectFrom('order_messages').select('file_id').where('order_id', 'in', theirOrders).execute(),
  ])
  const ids = [
    ...own.map((row) => row.id),
    ...onOrders.flatMap((row) => [row.file_input_id, row.file_output_id]),
    ...delivered.map((row) => row.file_id),
    ...attached.map((row) => row.file_id),
  ]
  return [...new Set(ids.filter((id): id is string => id !== null))]
}

export async function deleteFileRows(trx: Trx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0
  const result = await trx.deleteFrom('order_files').where('id', 'in', ids).executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * The threads of a student's orders lose the student's words and every attachment; staff's messages stay, as
 * staff's reasons do (they are the record of what Unikit said).
 */
export async function blankThreads(trx: Trx, userId: string): Promise<number> {
  const theirOrders = trx.selectFrom('orders').select('id').where('user_id', '=', userId)
  const result = await trx
    .updateTable('order_messages')
    .set((eb) => ({
      body: eb.case().when('author', '=', 'student').then('').else(eb.ref('body')).end(),
      file_id: null,
    }))
    .where('order_id', 'in', theirOrders)
    .where((eb) =>
      eb.or([eb.and([eb('author', '=', 'student'), eb('body', '<>', '')]), eb('file_id', 'is not', null)]),
    )
    .executeTakeFirst()
  await trx
    .updateTable('order_deliveries')
    .set({ file_id: null })
    .where('order_id', 'in', theirOrders)
    .where('file_id', 'is not', null)
    .execute()
  return Number(result.numUpdatedRows)
}

/** The orders stay (money records: type, price, what was paid, when) without the student's words or files. */
export async function blankOrders(trx: Trx, userId: string): Promise<number> {
  const result = await trx
    .updateTable('orders')
    .set({ instruction: '', file_input_id: null, file_output_id: null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('instruction', '<>', ''),
        eb('file_input_id', 'is not', null),
        eb('file_output_id', 'is not', null),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** A rating of an order keeps its score, not the student's comment. */
export async function blankFeedback(trx: Trx, userId: string): Promise<number> {
  const result = await trx
    .updateTable('order_feedback')
    .set({ content: '' })
    .where('content', '<>', '')
    .where('order_id', 'in', (eb) => eb.selectFrom('orders').select('id').where('user_id', '=', userId))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Reasons the student typed on their orders' history (staff's reasons stay: they are the record). */
export async function blankStudentReasons(trx: Trx, userId: string): Promise<number> {
  const result = await trx
    .updateTable('order_events')
    .set({ reason: null })
    .where('actor', '=', 'student')
    .where('actor_id', '=', userId)
    .where('reason', 'is not', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
