import type { OrderStatus } from '@unikit/contracts/orders'
import type { OrderNoticeKind } from './orderNotices.ts'

export type OrderActor = 'student' | 'staff'

/** What a change needs besides the new status. */
export type TransitionDetail = 'citation_count' | 'reason' | 'file_output'

export interface Transition {
  from: OrderStatus
  to: OrderStatus
  by: OrderActor
  /** What the call must carry. */
  needs?: TransitionDetail
  /** The student pays the order's price, through the wallet, before the change stands. */
  charges?: true
  /** What was paid goes back to the student. */
  refunds?: true
  /** A revision: within REVISION_WINDOW_DAYS of the delivery, at most MAX_REVISIONS an order. */
  revision?: true
  /** The student gets this notice (in the bell, and by mail unless they turned it off). */
  notice?: OrderNoticeKind
}

/**
 * Every change an order can make, and who may make it (docs/product/orders.md#who-may-change-an-order). A
 * Research Assistant order starts `customer_accepted` (paid when it is placed), a Sample Citation `new`.
 */
export const transitions: readonly Transition[] = [
  // Staff quote a Sample Citation (citations × 2,999 ₫), or decline it.
  { from: 'new', to: 'admin_accepted', by: 'staff', needs: 'citation_count', notice: 'order.quoted' },
  { from: 'new', to: 'admin_declined', by: 'staff', needs: 'reason', notice: 'order.declined' },
  // The student accepts the quote (and pays it), or declines it (nothing is charged).
  { from: 'admin_accepted', to: 'customer_accepted', by: 'student', charges: true },
  { from: 'admin_accepted', to: 'customer_declined', by: 'student' },
  // Staff deliver the output file, or cancel the paid order (and refund it).
  {
    from: 'customer_accepted',
    to: 'admin_done',
    by: 'staff',
    needs: 'file_output',
    notice: 'order.delivered',
  },
  {
    from: 'customer_accepted',
    to: 'admin_declined',
    by: 'staff',
    needs: 'reason',
    refunds: true,
    notice: 'order.cancelled',
  },
  // The student asks for a revision of what was delivered, saying what to change; staff deliver it again (a new
  // file, the earlier ones kept): docs/product/orders.md#revisions.
  { from: 'admin_done', to: 'revision_requested', by: 'student', needs: 'reason', revision: true },
  {
    from: 'revision_requested',
    to: 'admin_done',
    by: 'staff',
    needs: 'file_output',
    notice: 'order.revision_delivered',
  },
]

export type TransitionCheck =
  | { ok: true; transition: Transition }
  | { ok: false; problem: 'not-allowed' | 'wrong-status' }

/**
 * The change `actor` asks for: allowed from the order's current status, or refused because the actor may never
 * make it (403) or because the order is not where the change starts (409).
 */
export function checkTransition(current: OrderStatus, to: OrderStatus, actor: OrderActor): TransitionCheck {
  const mine = transitions.filter((transition) => transition.to === to && transition.by === actor)
  if (mine.length === 0) return { ok: false, problem: 'not-allowed' }
  const transition = mine.find((candidate) => candidate.from === current)
  return transition ? { ok: true, transition } : { ok: false, problem: 'wrong-status' }
}
