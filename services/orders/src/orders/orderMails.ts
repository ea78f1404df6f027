import { formatDateTime, formatVnd } from '@unikit/contracts/format'
import { type OrderType, orderTypeNames } from '@unikit/contracts/orders'
import type { OutgoingMail } from '@unikit/service-kit'

interface MailOrder {
  id: number
  type: OrderType
  price: number | null
  citation_count: number | null
  reason: string | null
  paid_amount: number | null
  deadline: Date | null
}

export type OrderMailKind = 'quoted' | 'declined' | 'delivered' | 'cancelled'

// Plain text only: names and reasons are typed by people and never go into HTML here.
const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((part) => part !== false && part != null).join('\n')

/** The mail a student gets when staff move their order (docs/product/orders.md#mail). */
export function orderMail(
  kind: OrderMailKind,
  input: { to: string; firstName: string; order: MailOrder; publicOrigin: string },
): OutgoingMail {
  const { order } = input
  const what = `${orderTypeNames[order.type]} order #${order.id}`
  const link = new URL(`/order/${order.id}`, input.publicOrigin).toString()
  const body: Record<OrderMailKind, { subject: string; text: string }> = {
    quoted: {
      subject: `Your ${what} is ready to accept`,
      text: lines(
        `We counted ${order.citation_count} citations in your document: ${formatVnd(order.price ?? 0)} in all.`,
        'Accept the quote to start the work (it is paid from your balance), or decline it: nothing is charged then.',
      ),
    },
    declined: {
      subject: `Your ${what} was declined`,
      text: lines(
        `We could not take this order: ${order.reason ?? 'no reason given'}.`,
        'Nothing was charged.',
      ),
    },
    delivered: {
      subject: `Your ${what} is done`,
      text: lines(
        'Your file is ready to download from the order page.',
        'Tell us how we did: you can rate the order there.',
      ),
    },
    cancelled: {
      subject: `Your ${what} was cancelled and refunded`,
      text: lines(
        `We had to cancel this order: ${order.reason ?? 'no reason given'}.`,
        `${formatVnd(order.paid_amount ?? 0)} is back in your balance.`,
      ),
    },
  }
  const { subject, text } = body[kind]
  return {
    kind: `order-${kind}`,
    to: input.to,
    subject,
    text: lines(
      `Hello ${input.firstName},`,
      '',
      text,
      order.deadline && kind === 'quoted'
        ? `Once accepted, it is due by ${formatDateTime(order.deadline)}.`
        : null,
      '',
      link,
      '',
      'The Unikit team',
    ),
  }
}
