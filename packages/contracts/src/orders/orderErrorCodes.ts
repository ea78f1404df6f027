/** The orders service's error codes, which the orders remote maps to its messages. */
export const orderErrorCodes = [
  /** No order (or file) with this id for this student: another student's is not found either. */
  'ORDER_NOT_FOUND',
  'FILE_NOT_FOUND',
  /** The order is not in the state the change needs (someone else moved it first). */
  'WRONG_STATUS',
  /** This role may not make this change (a student quoting, staff accepting for a student). */
  'TRANSITION_NOT_ALLOWED',
  /** The balance does not cover the price; the message says by how much. */
  'INSUFFICIENT_FUNDS',
  /** A staff member may not place orders. */
  'STAFF_CANNOT_ORDER',
  /** The file was not uploaded for this kind of order, or by someone else. */
  'WRONG_FILE',
  /** A quote without a citation count, a decline without a reason, a delivery without its file. */
  'DETAIL_REQUIRED',
  'ALREADY_RATED',
  'NOT_RATEABLE',
  'TOPUP_NOT_FOUND',
  /** The wallet could not be reached: nothing was charged, try again. */
  'PAYMENT_UNAVAILABLE',
  /** A revision asked for more than 7 days after delivery. */
  'REVISION_WINDOW_CLOSED',
  /** A third revision of one order. */
  'REVISION_LIMIT_REACHED',
  /** The price a client sent is not the price: nothing was ordered or charged; the message says the price. */
  'PRICE_CHANGED',
] as const
export type OrderErrorCode = (typeof orderErrorCodes)[number]
