import { type OrderStatus, orderStatusLabels } from '@unikit/contracts/orders'
import { Badge, type BadgeTone } from '@unikit/design-system'

const tones: Record<OrderStatus, BadgeTone> = {
  new: 'info',
  payment_pending: 'info',
  admin_accepted: 'warning',
  customer_accepted: 'brand',
  admin_done: 'success',
  admin_declined: 'neutral',
  customer_declined: 'neutral',
  revision_requested: 'warning',
}

/** A quote waiting for the student reads "Quote ready", the one state that asks them to act. */
export const statusText = (status: OrderStatus) =>
  status === 'admin_accepted' ? 'Quote ready' : orderStatusLabels[status]

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={tones[status]}>{statusText(status)}</Badge>
}
