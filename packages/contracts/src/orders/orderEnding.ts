import type { Order } from './orderCalls.ts'

/** How a finished order ended, as its history says it (docs/product/orders.md#history). */
export type OrderEndingKind = 'delivered' | 'declined_by_you' | 'declined_by_unikit' | 'cancelled_refunded'

export interface OrderEnding {
  kind: OrderEndingKind
  /** "Delivered", "Declined by you"… */
  label: string
  /** What the student paid in the end: the price when delivered, 0 otherwise (a cancel refunded it all). */
  charged: number
  /** What went back to the balance, for a cancelled order. */
  refunded: number
}

const labels: Record<OrderEndingKind, string> = {
  delivered: 'Delivered',
  declined_by_you: 'Declined by you',
  declined_by_unikit: 'Declined by Unikit',
  cancelled_refunded: 'Cancelled and refunded',
}

/**
 * A finished order's ending, or null while it is under way: a price never reads as a charge that did not happen (a
 * declined quote, an order declined before payment), and a cancelled order says it was refunded.
 */
export function orderEnding(order: Pick<Order, 'status' | 'paid_amount' | 'price'>): OrderEnding | null {
  const ending = (kind: OrderEndingKind, charged: number, refunded = 0): OrderEnding => ({
    kind,
    label: labels[kind],
    charged,
    refunded,
  })
  switch (order.status) {
    case 'admin_done':
      return ending('delivered', order.paid_amount ?? order.price ?? 0)
    case 'customer_declined':
      return ending('declined_by_you', 0)
    case 'admin_declined':
      return order.paid_amount
        ? ending('cancelled_refunded', 0, order.paid_amount)
        : ending('declined_by_unikit', 0)
    default:
      return null
  }
}
