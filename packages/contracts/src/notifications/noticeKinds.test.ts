import { describe, expect, it } from 'vitest'
import { isNoticeKind, noticeGroups, noticeKindNames, noticeKinds, renderNotice } from './noticeKinds.ts'
import { NOTICE_TEXT_MAX_LENGTH, NOTICE_TITLE_MAX_LENGTH } from './notificationCalls.ts'

describe('notice kinds', () => {
  it('word each kind from its params, ending a typed reason once', () => {
    expect(
      renderNotice('order.declined', { orderId: 12, orderType: 'sc', reason: 'Not a Word file.' }),
    ).toEqual({
      title: 'Order #12 was declined',
      text: 'We could not take your Sample Citation order #12: Not a Word file. Nothing was charged.',
    })
    expect(
      renderNotice('order.quoted', { orderId: 7, orderType: 'sc', citationCount: 5, price: 14_995 }).title,
    ).toBe('Order #7 is quoted: 14.995 ₫')
    expect(renderNotice('topup.confirmed', { reference: 'UNIKITAB12CD', amount: 500_000 }).title).toBe(
      '500.000 ₫ added to your balance',
    )
    expect(
      renderNotice('insight.hidden', {
        insightId: 4,
        teacherName: 'Kiều Thị Diệu Linh',
        courseCode: 'ISYS2101',
        reason: 'names a classmate',
      }),
    ).toEqual({
      title: 'Your insight on Kiều Thị Diệu Linh was hidden',
      text:
        'Unikit staff hid your insight for ISYS2101: names a classmate. ' +
        'Other students no longer see it; you still do, in My insights.',
    })
  })

  it('names every kind in the dotted form the deliver call takes, in a known group, within the bounds', () => {
    for (const name of noticeKindNames) {
      expect(name).toMatch(/^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/)
      expect(isNoticeKind(name)).toBe(true)
      expect(Object.keys(noticeGroups)).toContain(noticeKinds[name].group)
      expect(noticeKinds[name].label.length).toBeGreaterThan(0)
    }
    const long = 'x'.repeat(500)
    const { title, text } = renderNotice('order.message', { orderId: 1, orderType: 'ra', excerpt: long })
    expect(title.length).toBeLessThanOrEqual(NOTICE_TITLE_MAX_LENGTH)
    expect(text.length).toBeLessThanOrEqual(NOTICE_TEXT_MAX_LENGTH)
    expect(isNoticeKind('toString')).toBe(false)
  })
})
