import { defineErrors } from '@unikit/service-kit'

/** The orders service's errors; the orders remote maps each code (`orderErrorCodes`) to its own words. */
export const errors = defineErrors({
  ORDER_NOT_FOUND: [404, 'No order with this number'],
  FILE_NOT_FOUND: [404, 'No file with this id'],
  WRONG_STATUS: [409, 'This order is %s now, so it cannot become %s'],
  TRANSITION_NOT_ALLOWED: [403, '%s'],
  INSUFFICIENT_FUNDS: [409, 'Your balance is %s short of the price. Top up, then try again.'],
  STAFF_CANNOT_ORDER: [403, 'Staff accounts cannot place orders'],
  WRONG_FILE: [400, '%s'],
  DETAIL_REQUIRED: [400, '%s'],
  ALREADY_RATED: [409, 'You have already rated this order'],
  NOT_RATEABLE: [409, 'Only a delivered order can be rated'],
  TOPUP_NOT_FOUND: [404, 'No top-up with this number'],
  PAYMENT_UNAVAILABLE: [
    503,
    'The payment could not be confirmed right now; nothing more will be charged. Please try again.',
  ],
  VALIDATION_FAILED: [400, '%s'],
  REVISION_WINDOW_CLOSED: [
    409,
    'A revision can be asked for within %s days of delivery; this order was delivered on %s',
  ],
  REVISION_LIMIT_REACHED: [409, 'This order has had its %s revisions: write to us on the order instead'],
  PRICE_CHANGED: [409, 'The price is %s, not the price sent: nothing was ordered or charged'],
})
