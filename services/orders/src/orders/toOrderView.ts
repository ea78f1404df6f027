import type { Order, OrderFile } from '@unikit/contracts/orders'
import type { Selectable } from 'kysely'
import { deliveriesOf } from '../db/orderDeliveries.ts'
import { findOrderFeedback } from '../db/orderFeedback.ts'
import { findOrderFiles } from '../db/orderFiles.ts'
import type {
  OrderDeliveriesTable,
  OrderFeedbackTable,
  OrderFilesTable,
  OrdersDb,
  OrdersTable,
} from '../db/schema.ts'

type OrderRow = Selectable<OrdersTable>

const iso = (date: Date | null) => date?.toISOString() ?? null

/**
 * Orders as answers show them, with their files, deliveries and ratings, in a few queries whatever the number of
 * orders.
 */
export async function toOrderViews(
  db: OrdersDb,
  rows: readonly OrderRow[],
): Promise<(Order & { user_id: string })[]> {
  const orderIds = rows.map((row) => row.id)
  const [ratings, deliveries] = await Promise.all([
    findOrderFeedback(db, orderIds),
    deliveriesOf(db, orderIds),
  ])
  const fileIds = [
    ...rows.flatMap((row) => [row.file_input_id, row.file_output_id]),
    ...deliveries.map((delivery) => delivery.file_id),
  ].filter((id): id is string => id !== null)
  const files = await findOrderFiles(db, [...new Set(fileIds)])
  return ordersAsShown(rows, files, ratings, deliveries)
}

/**
 * The answers' shape of orders from their rows and the rows that go with them (no query: the order list's bench
 * baseline maps its own rows with it too).
 */
export function ordersAsShown(
  rows: readonly OrderRow[],
  files: readonly Selectable<OrderFilesTable>[],
  ratings: readonly Selectable<OrderFeedbackTable>[],
  deliveries: readonly Selectable<OrderDeliveriesTable>[],
): (Order & { user_id: string })[] {
  const fileById = new Map(files.map((file) => [file.id, file]))
  const ratingByOrder = new Map(ratings.map((rating) => [rating.order_id, rating]))
  const file = (id: string | null): OrderFile | null => {
    const found = id ? fileById.get(id) : undefined
    return found ? toOrderFile(found) : null
  }
  const deliveriesByOrder = Map.groupBy(deliveries, (delivery) => delivery.order_id)
  return rows.map((row) => {
    const rating = ratingByOrder.get(row.id)
    return {
      id: row.id,
      user_id: row.user_id,
      type: row.type,
      status: row.status,
      price: row.price,
      deadline: iso(row.deadline),
      instruction: row.instruction,
      file_input: file(row.file_input_id),
      file_output: file(row.file_output_id),
      citation_count: row.citation_count,
      area_code: row.area_code,
      area_name: row.area_name,
      word_count: row.word_count,
      level: row.level,
      days: row.days,
      source_count: row.source_count,
      admin_done_at: iso(row.admin_done_at),
      reason: row.reason,
      feedback: rating
        ? { score: rating.score, content: rating.content, createdAt: rating.created_at.toISOString() }
        : null,
      created_at: row.created_at.toISOString(),
      paid_amount: row.paid_amount,
      status_changed_at: row.status_changed_at.toISOString(),
      revisions: row.revisions,
      deliveries: (deliveriesByOrder.get(row.id) ?? []).flatMap((delivery) => {
        const delivered = file(delivery.file_id)
        return delivered
          ? [{ file: delivered, revision: delivery.revision, deliveredAt: delivery.created_at.toISOString() }]
          : []
      }),
    }
  })
}

/** One order as answers show it. */
export async function toOrderView(db: OrdersDb, row: OrderRow): Promise<Order & { user_id: string }> {
  const [view] = await toOrderViews(db, [row])
  return view!
}

export function toOrderFile(file: Selectable<OrderFilesTable>): OrderFile {
  return { id: file.id, name: file.name, size: file.size, contentType: file.content_type }
}
