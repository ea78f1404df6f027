import { MESSAGE_MAX_LENGTH } from '@unikit/contracts/orders'
import type { Notice } from '@unikit/service-kit'
import type { Selectable } from 'kysely'
import type { OrdersTable } from '../db/schema.ts'

/** The notices an order's state changes send (docs/product/orders.md#notices). */
export type OrderNoticeKind =
  | 'order.quoted'
  | 'order.declined'
  | 'order.cancelled'
  | 'order.delivered'
  | 'order.revision_delivered'

type OrderRow = Selectable<OrdersTable>

const about = (order: OrderRow) => ({ orderId: order.id, orderType: order.type })
const link = (order: OrderRow) => `/order/${order.id}`

/** The notice telling the student an order moved, worded from the order as it is now. */
export function orderNotice(kind: OrderNoticeKind, order: OrderRow): Notice {
  const base = { userId: order.user_id, link: link(order) }
  switch (kind) {
    case 'order.quoted':
      return {
        ...base,
        kind,
        params: { ...about(order), citationCount: order.citation_count ?? 0, price: order.price ?? 0 },
      }
    case 'order.declined':
      return { ...base, kind, params: { ...about(order), reason: order.reason ?? '' } }
    case 'order.cancelled':
      return {
        ...base,
        kind,
        params: { ...about(order), reason: order.reason ?? '', refunded: order.paid_amount ?? 0 },
      }
    case 'order.delivered':
      return { ...base, kind, params: about(order) }
    case 'order.revision_delivered':
      return { ...base, kind, params: { ...about(order), revision: order.revisions } }
  }
}

/** How much of a staff message the notice quotes. */
const EXCERPT_LENGTH = 200

/** The notice telling the student staff wrote on their order's thread. */
export function messageNotice(order: OrderRow, body: string, hasFile: boolean): Notice<'order.message'> {
  const text = body.trim().replace(/\s+/g, ' ')
  const excerpt =
    text.length === 0
      ? hasFile
        ? '(a file)'
        : ''
      : text.length > EXCERPT_LENGTH
        ? `${text.slice(0, EXCERPT_LENGTH - 1)}…`
        : text
  return {
    userId: order.user_id,
    kind: 'order.message',
    params: { ...about(order), excerpt: excerpt.slice(0, MESSAGE_MAX_LENGTH) },
    link: `${link(order)}#messages`,
  }
}
