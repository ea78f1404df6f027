import { afterEach, describe, expect, it, vi } from 'vitest'
import { readApiError } from '../api/readApiError.ts'
import { type SessionState, sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'
import { logout } from './logout.ts'
import { refreshProfile } from './refreshProfile.ts'
import { signInWithPassword } from './signInWithPassword.ts'

// The flows against the real accounts service (test/node/accountsService.ts).

let sequence = 0
async function newAccount(firstName = 'Minh') {
  sequence += 1
  const email = `s${Date.now().toString(36)}${sequence}@rmit.edu.vn`
  const password = `Flows-${sequence}-${Date.now().toString(36)}`
  await accountApi.signup({ first_name: firstName, last_name: 'Trần', email, password })
  return { email, password }
}

const callsTo = (spy: { mock: { calls: unknown[][] } }, path: string) =>
  spy.mock.calls.filter(([input]) => new URL((input as Request).url).pathname === `/api${path}`).length

afterEach(() => {
  sessionStore.getState().signOut()
  localStorage.clear()
})

describe('signInWithPassword', () => {
  it('stores the token and the profile in one step', async () => {
    const account = await newAccount('Lan')
    const seen: Pick<SessionState, 'token' | 'user'>[] = []
    const stop = sessionStore.subscribe(({ token, user }) => seen.push({ token, user }))
    const { profile } = await signInWithPassword(account)
    stop()
    expect(profile?.user).toMatchObject({ first_name: 'Lan', email: account.email, verified: false })
    // Never a token without its user.
    expect(seen.filter((state) => state.token && !state.user)).toEqual([])
    expect(sessionStore.getState()).toMatchObject({ loginType: 'app', account: { balance: 0 } })
  })

  it('a wrong password rejects and leaves a stored session alone', async () => {
    const mine = await newAccount()
    const other = await newAccount()
    await signInWithPassword(mine)
    const token = sessionStore.getState().token
    const failure = await signInWithPassword({ ...other, password: 'wrong-password' }).catch(
      (e: unknown) => e,
    )
    expect(readApiError(failure)).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' })
    expect(sessionStore.getState().token).toBe(token)
  })
})

describe('refreshProfile', () => {
  it('does nothing while signed out', async () => {
    const spy = vi.spyOn(globalThis, 'fetch')
    expect(await refreshProfile()).toBeNull()
    expect(spy).not.toHaveBeenCalled()
  })

  it('shares a call under way, and skips a profile younger than maxAge', async () => {
    await signInWithPassword(await newAccount())
    const spy = vi.spyOn(globalThis, 'fetch')
    const [first, second] = await Promise.all([refreshProfile(), refreshProfile()])
    expect(first).toBe(second)
    expect(callsTo(spy, '/private/me')).toBe(1)
    expect(await refreshProfile({ maxAge: 60_000 })).toBeNull()
    expect(callsTo(spy, '/private/me')).toBe(1)
    expect(await refreshProfile({ maxAge: 0 })).not.toBeNull()
    expect(callsTo(spy, '/private/me')).toBe(2)
  })

  it('drops a reply that arrives after sign-out', async () => {
    await signInWithPassword(await newAccount())
    const call = refreshProfile()
    sessionStore.getState().signOut()
    expect(await call).toBeNull()
    expect(sessionStore.getState().user).toBeNull()
  })

  it('a token the server refuses ends the session', async () => {
    await signInWithPassword(await newAccount())
    await accountApi.revokeToken(sessionStore.getState().token!)
    const failure = await refreshProfile().catch((e: unknown) => e)
    expect(readApiError(failure).status).toBe(401)
    expect(sessionStore.getState().token).toBeNull()
  })
})

describe('logout', () => {
  it('signs out at once, then the server revokes the token', async () => {
    await signInWithPassword(await newAccount())
    const token = sessionStore.getState().token!
    const done = logout()
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, account: null })
    await done
    const refused = await accountApi.loadProfile({ token }).catch((e: unknown) => e)
    expect(readApiError(refused).status).toBe(401)
  })

  it('is quiet when the server already forgot the token, or when signed out', async () => {
    await signInWithPassword(await newAccount())
    await accountApi.revokeToken(sessionStore.getState().token!)
    await expect(logout()).resolves.toBeUndefined()
    await expect(logout()).resolves.toBeUndefined()
  })
})
