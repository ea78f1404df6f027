import type { OrderEvent } from '@unikit/contracts/orders'
import { formatDateTime, formatVnd } from '@unikit/design-system'
import styles from './OrderPage.module.css'

/** What each change of state means to the student. */
function describe(event: OrderEvent, price: number | null): string {
  switch (event.to) {
    case 'new':
      return 'You placed the order'
    case 'admin_accepted':
      return price === null ? 'Our staff sent a quote' : `Our staff quoted ${formatVnd(price)}`
    case 'customer_accepted':
      return event.from === null ? 'You placed and paid the order' : 'You accepted the quote and paid it'
    case 'customer_declined':
      return 'You declined the quote; nothing was charged'
    case 'admin_declined':
      return event.from === 'customer_accepted'
        ? 'Our staff cancelled the order and refunded it to your balance'
        : 'Our staff declined the order'
    case 'admin_done':
      return event.from === 'revision_requested'
        ? 'Our staff delivered the revision'
        : 'Our staff delivered the work'
    case 'revision_requested':
      return 'You asked for a revision'
    case 'payment_pending':
      return 'Payment under way'
  }
}

/** The order's history, oldest first, as a list a screen reader reads in order. */
export function OrderTimeline({ events, price }: { events: OrderEvent[]; price: number | null }) {
  return (
    <ol className={styles.timeline}>
      {events.map((event) => (
        <li key={`${event.at}-${event.to}`}>
          <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          <span>{describe(event, price)}</span>
          {event.reason && <span className={styles.reason}>“{event.reason}”</span>}
        </li>
      ))}
    </ol>
  )
}
