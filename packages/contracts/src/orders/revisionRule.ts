import { MAX_REVISIONS, REVISION_WINDOW_DAYS } from './researchOptions.ts'

const DAY_MS = 86_400_000

/** What the rule needs of an order: its state, its revisions so far and when it was last delivered. */
export interface RevisableOrder {
  status: string
  revisions: number
  /** The latest delivery (a revision moves it). */
  admin_done_at: Date | string | null
}

/** When the student can no longer ask for a revision of the latest delivery, or null before any delivery. */
export function revisionClosesAt(order: RevisableOrder): Date | null {
  if (!order.admin_done_at) return null
  return new Date(new Date(order.admin_done_at).getTime() + REVISION_WINDOW_DAYS * DAY_MS)
}

/**
 * Why a revision cannot be asked for now, or null when it can (docs/decisions/0746-revisions.md): only a delivered
 * order, at most MAX_REVISIONS times, within REVISION_WINDOW_DAYS of the latest delivery. The order page and the
 * orders service read the same rule.
 */
export function revisionRefusal(
  order: RevisableOrder,
  now: Date = new Date(),
): 'WRONG_STATUS' | 'REVISION_LIMIT_REACHED' | 'REVISION_WINDOW_CLOSED' | null {
  if (order.status !== 'admin_done') return 'WRONG_STATUS'
  if (order.revisions >= MAX_REVISIONS) return 'REVISION_LIMIT_REACHED'
  const closes = revisionClosesAt(order)
  if (!closes || now.getTime() > closes.getTime()) return 'REVISION_WINDOW_CLOSED'
  return null
}
