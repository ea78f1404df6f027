import { describe, expect, it } from 'vitest'
import { prizeCode } from './prizeCode.ts'

describe('prizeCode', () => {
  it('has four groups of unambiguous characters after the LX prefix', () => {
    expect(prizeCode()).toMatch(/^LX(-[0-9ABCDEFGHJKMNPQRSTVWXYZ]{4}){4}$/)
  })

  it('does not repeat', () => {
    const codes = new Set(Array.from({ length: 5000 }, prizeCode))
    expect(codes.size).toBe(5000)
  })
})
