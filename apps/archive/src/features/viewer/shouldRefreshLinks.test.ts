import { describe, expect, it } from 'vitest'
import { LINK_EXPIRY_MARGIN_MS, shouldRefreshLinks } from './shouldRefreshLinks.ts'

const expires = '2026-11-25T10:00:00.000Z'
const at = Date.parse(expires)

describe('shouldRefreshLinks', () => {
  it('asks for fresh links once they have expired', () => {
    expect(shouldRefreshLinks(expires, at + 1, null)).toBe(true)
    expect(shouldRefreshLinks(expires, at - LINK_EXPIRY_MARGIN_MS, null)).toBe(true)
  })

  it('does not while they still work: the failure has another cause', () => {
    expect(shouldRefreshLinks(expires, at - 10 * 60_000, null)).toBe(false)
  })

  it('asks only once for the same links', () => {
    expect(shouldRefreshLinks(expires, at + 1, expires)).toBe(false)
    expect(shouldRefreshLinks('2026-11-25T11:00:00.000Z', Date.parse('2026-11-25T11:00:01Z'), expires)).toBe(
      true,
    )
  })

  it('never for a file without links or with a time it cannot read', () => {
    expect(shouldRefreshLinks(null, at, null)).toBe(false)
    expect(shouldRefreshLinks('soon', at, null)).toBe(false)
  })
})
