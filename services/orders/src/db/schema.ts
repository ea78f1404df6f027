import type { ColumnType, Generated } from 'kysely'

export const orderTypes = ['sc', 'ra'] as const
export const orderStatuses = [
  'new',
  'customer_accepted',
  'admin_accepted',
  'admin_declined',
  'admin_done',
  'customer_declined',
] as const

/** The orders schema's tables, as Kysely sees them. */
export interface OrdersDatabase {
  orders: OrdersTable
}

export interface OrdersTable {
  /** The "Order #" shown to the student. */
  id: Generated<number>
  /** The owner, an accounts user id; every read and write checks it. */
  user_id: string
  type: (typeof orderTypes)[number]
  status: ColumnType<(typeof orderStatuses)[number], (typeof orderStatuses)[number] | undefined>
  /** VND, set by the server from the price table, never taken from the client. */
  price: number | null
  deadline: Date | null
  instruction: string
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date>
}
