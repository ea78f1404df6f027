import { describe, expect, it } from 'vitest'
import { checkTransition, transitions } from './orderStateMachine.ts'

describe('the order state machine', () => {
  it('lets staff quote or decline a new order, and the student accept or decline a quote', () => {
    expect(checkTransition('new', 'admin_accepted', 'staff')).toMatchObject({ ok: true })
    expect(checkTransition('new', 'admin_declined', 'staff')).toMatchObject({ ok: true })
    expect(checkTransition('admin_accepted', 'customer_accepted', 'student')).toMatchObject({
      ok: true,
      transition: { charges: true },
    })
    expect(checkTransition('admin_accepted', 'customer_declined', 'student')).toMatchObject({ ok: true })
  })

  it('never charges on a decline (the old product wired Decline like Accept)', () => {
    const decline = checkTransition('admin_accepted', 'customer_declined', 'student')
    expect(decline.ok && decline.transition.charges).toBeFalsy()
  })

  it('refunds a cancel after payment, and only that', () => {
    expect(transitions.filter((transition) => transition.refunds)).toEqual([
      expect.objectContaining({ from: 'customer_accepted', to: 'admin_declined', by: 'staff' }),
    ])
  })

  it('refuses a role that may never make a change (403), and a change from the wrong status (409)', () => {
    expect(checkTransition('new', 'admin_accepted', 'student')).toEqual({ ok: false, problem: 'not-allowed' })
    expect(checkTransition('admin_accepted', 'customer_accepted', 'staff')).toEqual({
      ok: false,
      problem: 'not-allowed',
    })
    expect(checkTransition('admin_done', 'customer_accepted', 'student')).toEqual({
      ok: false,
      problem: 'wrong-status',
    })
    expect(checkTransition('customer_declined', 'admin_done', 'staff')).toEqual({
      ok: false,
      problem: 'wrong-status',
    })
  })
})

describe('revisions in the state machine', () => {
  it('let the student ask for one after delivery with a reason, and staff deliver it again', () => {
    expect(checkTransition('admin_done', 'revision_requested', 'student')).toMatchObject({
      ok: true,
      transition: { needs: 'reason', revision: true },
    })
    expect(checkTransition('revision_requested', 'admin_done', 'staff')).toMatchObject({
      ok: true,
      transition: { needs: 'file_output', notice: 'order.revision_delivered' },
    })
    expect(checkTransition('admin_done', 'revision_requested', 'staff')).toEqual({
      ok: false,
      problem: 'not-allowed',
    })
    expect(checkTransition('customer_accepted', 'revision_requested', 'student')).toEqual({
      ok: false,
      problem: 'wrong-status',
    })
  })
})
