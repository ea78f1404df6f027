import { describe, expect, it } from 'vitest'
import { bearerToken } from './bearerToken.ts'

describe('bearerToken', () => {
  it('reads the token of a Bearer header, whatever the scheme’s case', () => {
    expect(bearerToken('Bearer abc_DEF-123')).toBe('abc_DEF-123')
    expect(bearerToken('bearer  abc ')).toBe('abc')
  })

  it.each([
    undefined,
    '',
    'Bearer',
    'Bearer ',
    'Basic dXNlcjpwYXNz',
    'Bearer two tokens',
    'Bearer tökén',
    `Bearer ${'a'.repeat(201)}`,
  ])('refuses %j', (header) => {
    expect(bearerToken(header)).toBeNull()
  })
})
