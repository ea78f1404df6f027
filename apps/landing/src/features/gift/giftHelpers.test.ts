import { describe, expect, it } from 'vitest'
import { giftErrorMessage } from './giftErrorMessage.ts'
import { GIFT_TAKEN_KEY, isGiftTaken, readGiftTakenFlag, writeGiftTakenFlag } from './giftTakenFlag.ts'
import { mailboxLink } from './mailboxLink.ts'
import { validateGiftEmail } from './validateGiftEmail.ts'

describe('validateGiftEmail', () => {
  it('requires an address, then a valid one', () => {
    expect(validateGiftEmail('')).toBe('Email là bắt buộc')
    expect(validateGiftEmail('lan@')).toBe('Email không hợp lệ')
    expect(validateGiftEmail('lan@rmit.edu.vn')).toBeNull()
  })
})

describe('giftErrorMessage', () => {
  it('maps the gift host codes to the page messages', () => {
    expect(giftErrorMessage({ code: 'EMAIL_ALREADY_USED' })).toBe('Email đã được sử dụng')
    expect(giftErrorMessage({ code: 'INVALID_EMAIL' })).toBe('Email không hợp lệ')
    expect(giftErrorMessage({ code: 'EMAIL_REQUIRED' })).toBe('Email là bắt buộc')
    expect(giftErrorMessage({ code: 'RATE_LIMITED' })).toMatch(/Đợi một lát/)
    expect(giftErrorMessage({ code: 'NETWORK' })).toMatch(/Kiểm tra mạng/)
    expect(giftErrorMessage({ code: 'INTERNAL' })).toMatch(/Đã có lỗi xảy ra/)
  })
})

describe('the gift-taken flag', () => {
  it('round-trips, and ignores anything malformed', () => {
    expect(readGiftTakenFlag()).toBeNull()
    writeGiftTakenFlag({ campaign: 'tet-2027', gift: 'AIRPOD3' })
    expect(readGiftTakenFlag()).toEqual({ campaign: 'tet-2027', gift: 'AIRPOD3' })
    for (const stored of ['{', '"x"', '{"campaign":"tet-2027","gift":"CAR"}', '{"gift":"CARD"}']) {
      localStorage.setItem(GIFT_TAKEN_KEY, stored)
      expect(readGiftTakenFlag()).toBeNull()
    }
  })

  it('counts for its own campaign, and for any while the campaign is unknown', () => {
    const flag = { campaign: 'tet-2027', gift: 'CARD' } as const
    expect(isGiftTaken(flag, 'tet-2027')).toBe(true)
    expect(isGiftTaken(flag, undefined)).toBe(true)
    expect(isGiftTaken(flag, 'tet-2028')).toBe(false)
    expect(isGiftTaken(null, undefined)).toBe(false)
  })
})

describe('mailboxLink', () => {
  it('knows the web mail of common providers, sub-domains included', () => {
    expect(mailboxLink('s3912345@rmit.edu.vn')).toBe('https://outlook.office.com/mail/')
    expect(mailboxLink('lan@student.rmit.edu.vn')).toBe('https://outlook.office.com/mail/')
    expect(mailboxLink('Lan@GMail.com')).toBe('https://mail.google.com/')
    expect(mailboxLink('lan@example.org')).toBeNull()
  })
})
