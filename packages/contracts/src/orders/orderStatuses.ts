/**
 * The states of an order (docs/product/orders.md#states). `payment_pending` is the moment between taking a
 * decision and the wallet confirming the payment; the student sees it as "Processing".
 */
export const orderStatuses = [
  'new',
  'admin_accepted',
  'customer_accepted',
  'customer_declined',
  'admin_declined',
  'admin_done',
  'payment_pending',
  'revision_requested',
] as const
export type OrderStatus = (typeof orderStatuses)[number]

export const orderTypes = ['sc', 'ra'] as const
export type OrderType = (typeof orderTypes)[number]

/** What a student reads for each state. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  new: 'Processing',
  payment_pending: 'Processing',
  admin_accepted: 'Accepted',
  customer_accepted: 'Accepted',
  admin_declined: 'Declined',
  customer_declined: 'Declined',
  admin_done: 'Done',
  revision_requested: 'Revision requested',
}

/** The Processing tab: orders still under way. */
export const processingStatuses: readonly OrderStatus[] = [
  'new',
  'payment_pending',
  'admin_accepted',
  'customer_accepted',
  'revision_requested',
]
/** The History tab: orders that are over. */
export const historyStatuses: readonly OrderStatus[] = ['admin_done', 'admin_declined', 'customer_declined']

export const orderTypeNames: Record<OrderType, string> = { sc: 'Sample Citation', ra: 'Research Assistant' }
