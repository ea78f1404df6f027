import { describe, expect, it } from 'vitest'
import { hasSessionCookie, readCookie, SESSION_COOKIE } from './sessionCookie.ts'

describe('the session cookie', () => {
  it('is read by name from a Cookie header, an empty value as none', () => {
    expect(readCookie('a=1; b=2', 'b')).toBe('2')
    expect(readCookie('a=1; b=', 'b')).toBeNull()
    expect(hasSessionCookie(`theme=dark; ${SESSION_COOKIE}=abc`)).toBe(true)
    expect(hasSessionCookie(`${SESSION_COOKIE}=`)).toBe(false)
    expect(hasSessionCookie(`x${SESSION_COOKIE}=abc`)).toBe(false)
    expect(hasSessionCookie(undefined)).toBe(false)
  })
})
