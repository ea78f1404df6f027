import type { Insertable } from 'kysely'
import type { OrderFilesTable, OrdersDb } from './schema.ts'

export async function insertOrderFile(trx: OrdersDb, file: Insertable<OrderFilesTable>): Promise<void> {
  await trx.insertInto('order_files').values(file).execute()
}

export function findOrderFile(db: OrdersDb, id: string) {
  return db.selectFrom('order_files').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findOrderFiles(db: OrdersDb, ids: readonly string[]) {
  if (ids.length === 0) return []
  return db
    .selectFrom('order_files')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute()
}

/**
 * The order a file belongs to, as its input, a delivery (the latest or an earlier one) or a message's attachment:
 * who may download it follows from the order.
 */
export function findOrderOfFile(db: OrdersDb, fileId: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id'])
    .where((eb) =>
      eb.or([
        eb('file_input_id', '=', fileId),
        eb('file_output_id', '=', fileId),
        eb('id', 'in', eb.selectFrom('order_deliveries').select('order_id').where('file_id', '=', fileId)),
        eb('id', 'in', eb.selectFrom('order_messages').select('order_id').where('file_id', '=', fileId)),
      ]),
    )
    .executeTakeFirst()
}
