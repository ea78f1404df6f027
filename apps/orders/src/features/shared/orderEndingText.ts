import { type Order, orderEnding } from '@unikit/contracts/orders'
import { formatDate, formatVnd } from '@unikit/design-system'

/** What a finished order's price column says: what was charged in the end, never a charge that did not happen. */
export function chargedText(order: Order): string {
  const ending = orderEnding(order)
  if (!ending) return order.price === null ? 'Being quoted' : formatVnd(order.price)
  if (ending.kind === 'cancelled_refunded') return `Refunded ${formatVnd(ending.refunded)}`
  if (ending.charged === 0) return 'Nothing charged'
  return formatVnd(ending.charged)
}

/**
 * A finished order's ending in a sentence (docs/decisions/0747-history-says-how-an-order-ended.md): delivered, declined by
 * the student or by Unikit (with the reason), or cancelled and refunded (with the amount and the day).
 */
export function endingText(order: Order): string | null {
  const ending = orderEnding(order)
  if (!ending) return null
  const day = formatDate(order.status_changed_at)
  switch (ending.kind) {
    case 'delivered':
      return `Delivered on ${formatDate(order.admin_done_at ?? order.status_changed_at)}`
    case 'declined_by_you':
      return `Declined by you on ${day}: nothing charged`
    case 'declined_by_unikit':
      return `Declined by Unikit on ${day}: nothing charged`
    case 'cancelled_refunded':
      return `Cancelled by Unikit and refunded ${formatVnd(ending.refunded)} on ${day}`
  }
}
