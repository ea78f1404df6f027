import { describe, expect, it } from 'vitest'
import { readUniversityEmail } from './readUniversityEmail.ts'

describe('readUniversityEmail', () => {
  it('trims, keeps the address as entered and compares it lower-cased', () => {
    expect(readUniversityEmail('  S3912345@RMIT.edu.vn ', 'rmit.edu.vn')).toEqual({
      address: 'S3912345@RMIT.edu.vn',
      key: 's3912345@rmit.edu.vn',
      localPart: 's3912345',
    })
    expect(readUniversityEmail('an.nguyen@rmit.edu.vn', 'RMIT.EDU.VN').localPart).toBe('an.nguyen')
  })

  it.each([
    's3912345@gmail.com',
    's3912345@rmit.edu.vn.evil.com',
    's3912345@student.rmit.edu.vn',
    's3912345',
    '@rmit.edu.vn',
    's3912345@',
    'a b@rmit.edu.vn',
    'x@y@rmit.edu.vn',
    '<script>@rmit.edu.vn',
    '',
  ])('refuses %j with EMAIL_DOMAIN', (raw) => {
    expect(() => readUniversityEmail(raw, 'rmit.edu.vn')).toThrow(
      expect.objectContaining({
        code: 'EMAIL_DOMAIN',
        message: 'Use your university e-mail address (…@rmit.edu.vn)',
      }),
    )
  })
})
