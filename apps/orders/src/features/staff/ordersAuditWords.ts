import type { AuditActionWords } from '@unikit/staff-desk'

/** The orders service's staff actions in the orders desk's words: the "what" of its audit log. */
export const ordersAuditWords: AuditActionWords = {
  'order.admin_accepted': 'Sent a quote for',
  'order.admin_done': 'Delivered',
  'order.admin_declined': 'Declined or cancelled',
  'topup.confirmed': 'Credited',
  'topup.rejected': 'Rejected',
}
