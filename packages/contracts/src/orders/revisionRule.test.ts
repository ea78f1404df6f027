import { describe, expect, it } from 'vitest'
import { revisionClosesAt, revisionRefusal } from './revisionRule.ts'

describe('the revision rule', () => {
  const delivered = { status: 'admin_done', revisions: 0, admin_done_at: '2026-03-01T00:00:00.000Z' }

  it('opens for 7 days after the latest delivery, for two revisions', () => {
    expect(revisionClosesAt(delivered)?.toISOString()).toBe('2026-03-08T00:00:00.000Z')
    expect(revisionRefusal(delivered, new Date('2026-03-07T23:59:00Z'))).toBeNull()
    expect(revisionRefusal(delivered, new Date('2026-03-08T00:01:00Z'))).toBe('REVISION_WINDOW_CLOSED')
    expect(revisionRefusal({ ...delivered, revisions: 2 }, new Date('2026-03-02T00:00:00Z'))).toBe(
      'REVISION_LIMIT_REACHED',
    )
    expect(revisionRefusal({ ...delivered, status: 'revision_requested' })).toBe('WRONG_STATUS')
  })
})
