import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, spendVerifyTime, verifyPassword } from './passwordHasher.ts'

describe('passwordHasher', () => {
  it('hashes with argon2id, 19 MiB, t=2, p=1, salted', async () => {
    const first = await hashPassword('correct horse battery')
    const second = await hashPassword('correct horse battery')
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(first).not.toBe(second)
    expect(needsRehash(first)).toBe(false)
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc$def')).toBe(true)
  })

  it('verifies the same password in either Unicode form, and nothing else', async () => {
    const stored = await hashPassword('Mật khẩu mới 2026'.normalize('NFD'))
    expect(await verifyPassword(stored, 'Mật khẩu mới 2026'.normalize('NFC'))).toBe(true)
    expect(await verifyPassword(stored, 'Mật khẩu mới 2027')).toBe(false)
    expect(await verifyPassword('not a hash', 'anything')).toBe(false)
  })

  it('spends a real check’s time for an unknown address and always fails', async () => {
    expect(await spendVerifyTime('whatever')).toBe(false)
  })
})
