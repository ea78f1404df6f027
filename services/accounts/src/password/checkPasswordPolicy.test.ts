import { describe, expect, it } from 'vitest'
import { checkPasswordPolicy } from './checkPasswordPolicy.ts'
import { commonPasswords } from './commonPasswords.ts'

const weak = (message: RegExp) =>
  expect.objectContaining({ code: 'WEAK_PASSWORD', message: expect.stringMatching(message) })

describe('checkPasswordPolicy', () => {
  it('accepts a long, uncommon password', () => {
    expect(() => checkPasswordPolicy('correct horse battery', 's3912345')).not.toThrow()
    expect(() => checkPasswordPolicy('Mật khẩu của tôi', 's3912345')).not.toThrow()
  })

  it('needs 8 to 128 characters, counted as characters, not bytes', () => {
    expect(() => checkPasswordPolicy('Ab3$xyz', 's3912345')).toThrow(weak(/at least 8/))
    expect(() => checkPasswordPolicy('Ab3$wxyz', 's3912345')).not.toThrow()
    expect(() => checkPasswordPolicy('😀😀😀😀😀😀😀😀', 's3912345')).not.toThrow()
    expect(() => checkPasswordPolicy('x'.repeat(128), 's3912345')).not.toThrow()
    expect(() => checkPasswordPolicy('x'.repeat(129), 's3912345')).toThrow(weak(/at most 128/))
  })

  it('refuses the student number, or a password containing it, in any case', () => {
    expect(() => checkPasswordPolicy('s3912345', 's3912345')).toThrow(weak(/student number/))
    expect(() => checkPasswordPolicy('S3912345!!', 's3912345')).toThrow(weak(/student number/))
    expect(() => checkPasswordPolicy('my-s3912345-pw', 'S3912345')).toThrow(weak(/student number/))
  })

  it('refuses the common passwords whatever their case', () => {
    // 1,001 lines; 'password', 'Password' and 'PASSWORD' are one entry without case.
    expect(commonPasswords.size).toBe(999)
    expect(() => checkPasswordPolicy('password', 's3912345')).toThrow(weak(/too common/))
    expect(() => checkPasswordPolicy('PassWord1', 's3912345')).toThrow(weak(/too common/))
    expect(() => checkPasswordPolicy('qwertyuiop', 's3912345')).toThrow(weak(/too common/))
  })
})
