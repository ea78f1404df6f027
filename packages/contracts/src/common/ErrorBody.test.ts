import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { ErrorBody } from './ErrorBody.ts'

describe('ErrorBody', () => {
  it('accepts a coded error', () => {
    expect(Value.Check(ErrorBody, { error: { code: 'NOT_FOUND', message: 'No such order' } })).toBe(true)
  })

  it('rejects bodies without a code', () => {
    expect(Value.Check(ErrorBody, { error: { message: 'oops' } })).toBe(false)
    expect(Value.Check(ErrorBody, { error: { code: '', message: 'oops' } })).toBe(false)
  })
})
