import { describe, expect, it } from 'vitest'
import { orderEnding } from './orderEnding.ts'

describe('orderEnding', () => {
  it('tells the three declines apart and never counts a charge that did not happen', () => {
    expect(orderEnding({ status: 'customer_declined', price: 14_995, paid_amount: null })).toMatchObject({
      label: 'Declined by you',
      charged: 0,
    })
    expect(orderEnding({ status: 'admin_declined', price: null, paid_amount: null })).toMatchObject({
      label: 'Declined by Unikit',
      charged: 0,
    })
    expect(orderEnding({ status: 'admin_declined', price: 1_690_000, paid_amount: 1_690_000 })).toEqual({
      kind: 'cancelled_refunded',
      label: 'Cancelled and refunded',
      charged: 0,
      refunded: 1_690_000,
    })
    expect(orderEnding({ status: 'admin_done', price: 14_995, paid_amount: 14_995 })).toMatchObject({
      label: 'Delivered',
      charged: 14_995,
    })
    expect(orderEnding({ status: 'revision_requested', price: 14_995, paid_amount: 14_995 })).toBeNull()
  })
})
