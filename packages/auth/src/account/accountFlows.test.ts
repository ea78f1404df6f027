import { browserCookie } from '@unikit/config/vitest-browser-cookies'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readApiError } from '../api/readApiError.ts'
import { SESSION_STORAGE_KEY, type SessionState, sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'
import { logout } from './logout.ts'
import { refreshProfile } from './refreshProfile.ts'
import { restoreSession } from './restoreSession.ts'
import { signInWithPassword } from './signInWithPassword.ts'

// The flows against the real accounts service (test/node/accountsService.ts), the session in a cookie as a
// browser keeps it (@unikit/config/vitest-browser-cookies).

const SESSION_COOKIE = '__Host-unikit-session'

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

/** Ends the cookie's session on the server only, as a sign-out on another device would. */
async function revokeElsewhere() {
  const response = await fetch(`${location.origin}/api/mobile/user/logout`, {
    headers: { authorization: `Bearer ${browserCookie(SESSION_COOKIE)}` },
    credentials: 'omit',
  })
  expect(response.status).toBe(200)
}

afterEach(() => {
  sessionStore.getState().signOut()
  localStorage.clear()
})

describe('signInWithPassword', () => {
  it('keeps the session in the HttpOnly cookie, never in localStorage or the store, and the profile in one step', async () => {
    const account = await newAccount('Lan')
    const seen: Pick<SessionState, 'signedIn' | 'user'>[] = []
    const stop = sessionStore.subscribe(({ signedIn, user }) => seen.push({ signedIn, user }))
    const { profile } = await signInWithPassword(account)
    stop()
    expect(profile?.user).toMatchObject({ first_name: 'Lan', email: account.email, verified: false })
    // Never signed in without its user.
    expect(seen.filter((state) => state.signedIn && !state.user)).toEqual([])
    expect(sessionStore.getState()).toMatchObject({
      signedIn: true,
      loginType: 'app',
      account: { balance: 0 },
    })
    const token = browserCookie(SESSION_COOKIE)
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(Object.keys(localStorage)).toEqual([])
    expect(JSON.stringify(sessionStore.getState())).not.toContain(token)
    expect(document.cookie).not.toContain(SESSION_COOKIE)
  })

  it('a wrong password rejects and leaves a live session alone', async () => {
    const mine = await newAccount()
    const other = await newAccount()
    await signInWithPassword(mine)
    const failure = await signInWithPassword({ ...other, password: 'wrong-password' }).catch(
      (e: unknown) => e,
    )
    expect(readApiError(failure)).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' })
    expect(sessionStore.getState().signedIn).toBe(true)
    expect((await accountApi.loadProfile()).user.email).toBe(mine.email)
  })
})

describe('restoreSession', () => {
  it('after a reload, learns from the server that the cookie’s session is live, with its profile', async () => {
    const account = await newAccount('Hoa')
    await signInWithPassword(account)
    sessionStore.setState({ signedIn: false, restored: false, user: null, account: null })
    const profile = await restoreSession()
    expect(profile?.user.first_name).toBe('Hoa')
    expect(sessionStore.getState()).toMatchObject({
      signedIn: true,
      restored: true,
      user: { first_name: 'Hoa' },
    })
  })

  it('without a session: signed out, quietly (no dialog, no listeners, no failed request to log)', async () => {
    sessionStore.setState({ signedIn: false, restored: false })
    const spy = vi.spyOn(globalThis, 'fetch')
    expect(await restoreSession()).toBeNull()
    expect(sessionStore.getState()).toMatchObject({ signedIn: false, restored: true })
    const answers = await Promise.all(spy.mock.results.map((result) => result.value as Promise<Response>))
    expect(answers.length).toBeGreaterThan(0)
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
  })
})

describe('another tab', () => {
  /** What another tab of the page posts (a BroadcastChannel never delivers to its own sender). */
  const fromAnotherTab = (news: string) => {
    const tab = new BroadcastChannel('unikit:session')
    tab.postMessage(news)
    tab.close()
  }

  it('signing in: this tab asks the server and takes the session; signing out: this tab forgets it', async () => {
    const account = await newAccount('Vy')
    await accountApi.login(account)
    sessionStore.getState().signOut()
    fromAnotherTab('signed-in')
    await vi.waitFor(() =>
      expect(sessionStore.getState()).toMatchObject({ signedIn: true, user: { first_name: 'Vy' } }),
    )
    fromAnotherTab('signed-out')
    await vi.waitFor(() => expect(sessionStore.getState().signedIn).toBe(false))
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

  it('a session the server refuses ends here, and the browser drops its cookie', async () => {
    await signInWithPassword(await newAccount())
    await revokeElsewhere()
    const failure = await refreshProfile().catch((e: unknown) => e)
    expect(readApiError(failure).status).toBe(401)
    expect(sessionStore.getState().signedIn).toBe(false)
    expect(browserCookie(SESSION_COOKIE)).toBeUndefined()
  })
})

describe('logout', () => {
  it('signs out at once, then the server ends the session and clears the cookie', async () => {
    await signInWithPassword(await newAccount())
    const token = browserCookie(SESSION_COOKIE)
    const done = logout()
    expect(sessionStore.getState()).toMatchObject({ signedIn: false, user: null, account: null })
    await done
    expect(browserCookie(SESSION_COOKIE)).toBeUndefined()
    const refused = await fetch(`${location.origin}/api/private/me`, {
      headers: { authorization: `Bearer ${token}` },
      credentials: 'omit',
    })
    expect(refused.status).toBe(401)
  })

  it('is quiet when the server already forgot the session, or when signed out', async () => {
    await signInWithPassword(await newAccount())
    await revokeElsewhere()
    await expect(logout()).resolves.toBeUndefined()
    await expect(logout()).resolves.toBeUndefined()
  })
})
