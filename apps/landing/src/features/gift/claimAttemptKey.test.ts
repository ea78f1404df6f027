import { beforeEach, describe, expect, it } from 'vitest'
import { claimAttemptKey } from './claimAttemptKey.ts'

beforeEach(() => localStorage.clear())

describe('claimAttemptKey', () => {
  it('keeps one key per address across reloads, so a retried claim is the same attempt', () => {
    const first = claimAttemptKey(' An@RMIT.edu.vn ')
    expect(claimAttemptKey('an@rmit.edu.vn')).toBe(first)
  })

  it('starts a new attempt for another address', () => {
    const first = claimAttemptKey('an@rmit.edu.vn')
    expect(claimAttemptKey('bo@rmit.edu.vn')).not.toBe(first)
  })
})
