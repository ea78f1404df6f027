import type { StaffOrder } from '@unikit/contracts/orders'
import { formatVnd } from '@unikit/design-system'
import type { Decision } from '@unikit/staff-desk'
import { ordersApi } from '../../api/ordersApi.ts'
import { DeliverDialog } from './DeliverDialog.tsx'
import { QuoteDialog } from './QuoteDialog.tsx'

const label = (order: StaffOrder) => `order #${order.id}`

const quote: Decision<StaffOrder> = {
  label: 'Quote',
  variant: 'primary',
  ariaLabel: (order) => `Quote ${label(order)}`,
  dialog: (order, ends) => <QuoteDialog order={order} {...ends} />,
}

const deliver: Decision<StaffOrder> = {
  label: 'Deliver',
  variant: 'primary',
  ariaLabel: (order) => `Deliver ${label(order)}`,
  dialog: (order, ends) => <DeliverDialog order={order} {...ends} />,
}

/** Declining a quote costs the student nothing; cancelling a paid order refunds it. The reason is e-mailed. */
const decline = (cancelling: boolean): Decision<StaffOrder> => {
  const words = cancelling ? 'Cancel and refund' : 'Decline'
  return {
    label: words,
    ariaLabel: (order) => `${words} ${label(order)}`,
    reason: {
      title: (order) => `${words} ${label(order)}?`,
      description: (order) =>
        cancelling && order.price !== null
          ? `${formatVnd(order.price)} goes back to the student's balance. The reason is e-mailed to them.`
          : 'The reason is e-mailed to the student.',
      cancelLabel: 'Back',
      danger: true,
      required: true,
      requiredMessage: 'Say why, for the student',
    },
    run: (order, reason) => ordersApi.setStatus({ id: order.id, status: 'admin_declined', reason }),
    done: (order) => (cancelling ? `${label(order)} cancelled and refunded` : `${label(order)} declined`),
  }
}

/** What staff can do with an order in each queue (docs/product/orders.md#staff-desk). */
export const orderDecisions = {
  quote: [quote, decline(false)],
  deliver: [deliver, decline(true)],
  revision: [deliver, decline(true)],
  unanswered: [],
} satisfies Record<string, Decision<StaffOrder>[]>
