import type { FilePurpose, OrderStatus, OrderType } from '@unikit/contracts/orders'
import type { LedgerKind } from '@unikit/contracts/wallet'
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
  order_messages: OrderMessagesTable
  order_deliveries: OrderDeliveriesTable
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
  /** Revisions the student asked for (at most two). */
  revisions: ColumnType<number, never, number>
  /** When it reached its current state. */
  status_changed_at: ColumnType<Date, never, Date>
  /** Since when the student's messages wait for staff; null once staff answered (the desk's unanswered threads). */
  awaiting_reply_since: ColumnType<Date | null, never, Date | null>
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

/**
 * Wallet entries the service owes the accounts ledger, written with the change that owes them and applied until
 * they are: credits (a refund, a confirmed top-up) and notes of amount 0 (a top-up asked for or refused).
 */
export interface OwedCreditsTable {
  id: Generated<number>
  user_id: string
  /** VND; 0 for a note. */
  amount: number
  idempotency_key: string
  reason: string
  /** A kind of `ledgerKinds`: what the statement calls it. */
  entry_kind: LedgerKind
  /** The order number or top-up reference it belongs to. */
  subject_id: string | null
  /** For a note, the amount it is about. */
  noted_amount: number | null
  created_at: ColumnType<Date, never, never>
  applied_at: Date | null
}

/** One message of an order's thread, by its student or by staff (docs/product/orders.md#messages). */
export interface OrderMessagesTable {
  id: Generated<string>
  order_id: number
  author_id: string
  author: 'student' | 'staff'
  body: string
  file_id: string | null
  created_at: ColumnType<Date, never, never>
}

/** Every file delivered for an order: the first delivery (revision 0) and each revision's. */
export interface OrderDeliveriesTable {
  id: Generated<string>
  order_id: number
  /** Null once the student's account is erased (the file goes). */
  file_id: string | null
  revision: number
  created_at: ColumnType<Date, never, never>
}
