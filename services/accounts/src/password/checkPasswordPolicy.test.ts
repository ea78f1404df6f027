import { PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'
import { describe, expect, it } from 'vitest'
import { checkPasswordPolicy } from './checkPasswordPolicy.ts'
import { commonPasswords, commonPasswordsFile } from './commonPasswords.ts'
import { pickCommonPasswords } from './pickCommonPasswords.ts'

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
    expect(() => checkPasswordPolicy('password', 's3912345')).toThrow(weak(/too common/))
    for (const common of ['PassWord1', '12345678', 'ILoveYou', 'qwertyuiop', 'Trustno1', 'password123']) {
      expect(() => checkPasswordPolicy(common, 's3912345'), common).toThrow(weak(/too common/))
    }
    expect(() => checkPasswordPolicy('Correct horse battery 7', 's3912345')).not.toThrow()
  })
})

describe('the common-password list', () => {
  it('holds 1,000 passwords the length rule lets through, lower-cased', () => {
    expect(commonPasswords.size).toBe(1000)
    for (const password of commonPasswords) {
      expect([...password].length, password).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH)
      expect(password).toBe(password.toLowerCase())
    }
  })

  it('is the first 1,000 of 8+ characters of @zxcvbn-ts/language-common, as its file says', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common')
    // After a version change in the catalog: `pnpm --filter @unikit/accounts common-passwords`.
    expect(commonPasswordsFile.passwords).toEqual(pickCommonPasswords(dictionary['passwords-common']))
    const { version } = (await import('@zxcvbn-ts/language-common/package.json', { with: { type: 'json' } }))
      .default
    expect(commonPasswordsFile.source).toContain(`@zxcvbn-ts/language-common@${version}`)
  })
})

describe('pickCommonPasswords', () => {
  it('keeps the rank order, skips short and too long ones, and folds case and repeats', () => {
    const ranked = ['123456', 'Password', 'password', 'x'.repeat(129), '12345678', 'Ab3$wxyz', 'iloveyou1']
    expect(pickCommonPasswords(ranked, 3)).toEqual(['password', '12345678', 'ab3$wxyz'])
  })
})
