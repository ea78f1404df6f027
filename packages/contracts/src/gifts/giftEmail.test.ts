import { describe, expect, it } from 'vitest'
import { GIFT_EMAIL_MAX_LENGTH, isGiftEmail } from './giftEmail.ts'

describe('isGiftEmail', () => {
  it.each([
    'an.nguyen@rmit.edu.vn',
    's3912345@student.rmit.edu.vn',
    'Lan.Tran+tet@Gmail.com',
    "o'brien@example.org",
    'a@b.co',
  ])('accepts %s', (email) => {
    expect(isGiftEmail(email)).toBe(true)
  })

  it.each([
    '',
    'plain',
    'no-at.example.com',
    'two@@example.com',
    'name@localhost',
    'name@-bad.com',
    'name@bad-.com',
    'name@exa mple.com',
    ' padded@example.com',
    'name@example.com ',
    'tên@ví-dụ.vn',
    'name@.example.com',
  ])('rejects %j', (email) => {
    expect(isGiftEmail(email)).toBe(false)
  })

  it('rejects addresses longer than a mail server accepts', () => {
    const local = 'a'.repeat(64)
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.vn`
    const long = `${local}@${domain}`
    expect(long.length).toBeGreaterThan(GIFT_EMAIL_MAX_LENGTH)
    expect(isGiftEmail(long)).toBe(false)
  })
})
