import type { FastifyRequest } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { AuthUser } from './AuthUser.ts'
import { cachedVerifier } from './cachedVerifier.ts'

const request = {} as FastifyRequest
const user = (expiresAt = new Date(8.64e15)): AuthUser => ({
  userId: 'u1',
  verified: true,
  role: 'student',
  expiresAt,
})

/** A verifier that counts its questions; `live` decides the answer. */
function counting(live: () => AuthUser | null) {
  const asked: string[] = []
  const verify = async (token: string) => {
    asked.push(token)
    return live()
  }
  return { asked, verify }
}

describe('cachedVerifier', () => {
  it('trusts a live session for the TTL, then asks again', async () => {
    let now = 1000
    let answer: AuthUser | null = user()
    const { asked, verify } = counting(() => answer)
    const cached = cachedVerifier(verify, { ttlMs: 5000, now: () => now })
    expect(await cached('t', request)).toEqual(user())
    now += 4999
    answer = null // revoked meanwhile: still trusted until the TTL ends
    expect(await cached('t', request)).not.toBeNull()
    now += 1
    expect(await cached('t', request)).toBeNull()
    expect(asked).toHaveLength(2)
  })

  it('never remembers a refusal', async () => {
    let answer: AuthUser | null = null
    const { asked, verify } = counting(() => answer)
    const cached = cachedVerifier(verify, { ttlMs: 5000 })
    expect(await cached('t', request)).toBeNull()
    answer = user()
    expect(await cached('t', request)).not.toBeNull()
    expect(asked).toHaveLength(2)
  })

  it('asks again while the address is unconfirmed, so a confirmation counts at once', async () => {
    let answer: AuthUser = { ...user(), verified: false }
    const { asked, verify } = counting(() => answer)
    const cached = cachedVerifier(verify, { ttlMs: 5000 })
    expect((await cached('t', request))?.verified).toBe(false)
    answer = user()
    expect((await cached('t', request))?.verified).toBe(true)
    expect(await cached('t', request)).not.toBeNull()
    expect(asked).toHaveLength(2)
  })

  it('never trusts a session past its own end', async () => {
    let now = 0
    const { asked, verify } = counting(() => user(new Date(100)))
    const cached = cachedVerifier(verify, { ttlMs: 5000, now: () => now })
    await cached('t', request)
    now = 100
    await cached('t', request)
    expect(asked).toHaveLength(2)
  })

  it('asks once for concurrent checks of one token, and separately per token', async () => {
    const { asked, verify } = counting(() => user())
    const cached = cachedVerifier(verify, { ttlMs: 5000 })
    await Promise.all([cached('a', request), cached('a', request), cached('b', request)])
    expect(asked.sort()).toEqual(['a', 'b'])
  })

  it('keeps at most maxEntries sessions, dropping the oldest', async () => {
    const { asked, verify } = counting(() => user())
    const cached = cachedVerifier(verify, { ttlMs: 5000, maxEntries: 2 })
    for (const token of ['a', 'b', 'c', 'b', 'a']) await cached(token, request)
    expect(asked).toEqual(['a', 'b', 'c', 'a'])
  })

  it('asks every time with a TTL of 0', async () => {
    const { asked, verify } = counting(() => user())
    const cached = cachedVerifier(verify, { ttlMs: 0 })
    await cached('t', request)
    await cached('t', request)
    expect(asked).toHaveLength(2)
  })
})
