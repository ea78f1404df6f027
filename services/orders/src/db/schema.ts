import type { FilePurpose, OrderStatus, OrderType } from '@unikit/contracts/orders'
import type { ColumnType, Generated, Kysely } from 'kysely'

/** The orders database or a transaction on it: what every query function in `db/` takes. */
export type OrdersDb = Kysely<OrdersDatabase>

/** The orders schema's tables, as Kysely sees them. */
export interface OrdersDatabase {
  orders: OrdersTable
  order_files: OrderFilesTable
  order_events: OrderEventsTable
  order_feedback: OrderFeedbackTable
  topups: TopupsTable
  owed_credits: OwedCreditsTable
}

export interface OrdersTable {
  /** The "Order #" shown to the student. */
  id: Generated<number>
  /** The owner, an accounts user id; every read and write checks it. */
  user_id: string
  type: OrderType
  status: ColumnType<OrderStatus, OrderStatus | undefined, OrderStatus>
  /** VND, set by the server (the price table, or the quote), never taken from the client. */
  price: number | null
  deadline: Date | null
  instruction: string
  file_input_id: string | null
  file_output_id: string | null
  citation_count: number | null
  area_code: string | null
  area_name: string | null
  word_count: number | null
  level: string | null
  days: number | null
  source_count: number | null
  /** Why staff declined or cancelled it. */
  reason: string | null
  admin_done_at: Date | null
  /** While `payment_pending`: the status to return to if the charge fails; null means the order goes. */
  payment_back: OrderStatus | null
  payment_started_at: Date | null
  /** What the wallet took for it (a cancel refunds exactly this). */
  paid_amount: number | null
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date>
}

export interface OrderFilesTable {
  /** The kit's object id. */
  id: string
  owner_id: string
  purpose: FilePurpose
  /** The client's name, sanitised: display only. */
  name: string
  size: number
  content_type: string
  created_at: ColumnType<Date, never, never>
}

export interface OrderEventsTable {
  id: Generated<number>
  order_id: number
  from_status: OrderStatus | null
  to_status: OrderStatus
  actor_id: string
  actor: 'student' | 'staff' | 'system'
  reason: string | null
  created_at: ColumnType<Date, never, never>
}

export interface OrderFeedbackTable {
  order_id: number
  score: number
  content: string
  created_at: ColumnType<Date, never, never>
}

export interface TopupsTable {
  id: Generated<number>
  user_id: string
  amount: number
  reference: string
  status: ColumnType<'pending' | 'confirmed' | 'rejected', undefined, 'confirmed' | 'rejected'>
  confirmed_amount: number | null
  reason: string | null
  decided_by: string | null
  created_at: ColumnType<Date, never, never>
  decided_at: Date | null
}

export interface OwedCreditsTable {
  id: Generated<number>
  user_id: string
  amount: number
  idempotency_key: string
  reason: string
  created_at: ColumnType<Date, never, never>
  applied_at: Date | null
}
