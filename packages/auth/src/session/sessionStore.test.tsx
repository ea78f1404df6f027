import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isSignedIn, SESSION_STORAGE_KEY, sessionStore } from './sessionStore.ts'
import type { SessionUser } from './sessionTypes.ts'
import { useSession } from './useSession.ts'

const user: SessionUser = {
  id: 'u1',
  first_name: 'Minh',
  last_name: 'Nguyen',
  email: 's3912345@rmit.edu.vn',
  phone: null,
  verified: true,
  role: 'student',
}

afterEach(() => {
  sessionStore.getState().signOut()
  localStorage.clear()
})

/** A fresh copy of the module, as after a page reload. */
async function reloadStore() {
  vi.resetModules()
  const fresh = await import('./sessionStore.ts')
  return fresh.sessionStore
}

/** What another tab's write looks like from this one: storage changes, then the `storage` event. */
function writeFromAnotherTab(value: string | null) {
  const oldValue = localStorage.getItem(SESSION_STORAGE_KEY)
  if (value === null) localStorage.removeItem(SESSION_STORAGE_KEY)
  else localStorage.setItem(SESSION_STORAGE_KEY, value)
  window.dispatchEvent(
    new StorageEvent('storage', {
      key: SESSION_STORAGE_KEY,
      oldValue,
      newValue: value,
      storageArea: localStorage,
    }),
  )
}

const stored = (state: unknown) => JSON.stringify({ state, version: 1 })

describe('sessionStore', () => {
  it('starts signed out', () => {
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, account: null, loginType: null })
    expect(isSignedIn()).toBe(false)
  })

  it('survives a reload: sign in, load the profile, read it back from localStorage', async () => {
    sessionStore.getState().signIn({ token: 'tok-1', loginType: 'google' })
    sessionStore.getState().setProfile({ user, account: { balance: 150_000 } })
    expect(isSignedIn()).toBe(true)
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual({
      state: { token: 'tok-1', user, account: { balance: 150_000 }, loginType: 'google' },
      version: 1,
    })

    const reloaded = await reloadStore()
    expect(reloaded).not.toBe(sessionStore)
    expect(reloaded.getState()).toMatchObject({
      token: 'tok-1',
      user,
      account: { balance: 150_000 },
      loginType: 'google',
    })
  })

  it('a new sign-in forgets the previous profile; sign-out forgets everything', () => {
    sessionStore.getState().signIn({ token: 'a', loginType: 'app' })
    sessionStore.getState().setProfile({ user, account: null })
    sessionStore.getState().signIn({ token: 'b', loginType: 'app' })
    expect(sessionStore.getState()).toMatchObject({ token: 'b', user: null })
    sessionStore.getState().signOut()
    expect(sessionStore.getState()).toMatchObject({ token: null, user: null, account: null, loginType: null })
  })

  it('ignores a profile that arrives after sign-out', () => {
    sessionStore.getState().setProfile({ user, account: { balance: 1 } })
    expect(sessionStore.getState().user).toBeNull()
  })

  it('treats malformed stored data as signed out', async () => {
    for (const raw of ['not json', stored({ token: 42 }), stored(null), stored({ token: '' })]) {
      localStorage.setItem(SESSION_STORAGE_KEY, raw)
      const reloaded = await reloadStore()
      expect(reloaded.getState().token).toBeNull()
    }
  })

  it('keeps a valid token but drops a malformed profile', async () => {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      stored({ token: 't', user: { id: 1 }, account: { balance: 'x' } }),
    )
    const reloaded = await reloadStore()
    expect(reloaded.getState()).toMatchObject({ token: 't', user: null, account: null, loginType: null })
  })

  describe('across tabs', () => {
    it('takes a sign-in made in another tab', () => {
      writeFromAnotherTab(stored({ token: 'other-tab', user, account: { balance: 5 }, loginType: 'app' }))
      expect(sessionStore.getState()).toMatchObject({ token: 'other-tab', user, account: { balance: 5 } })
    })

    it('takes a sign-out made in another tab', () => {
      sessionStore.getState().signIn({ token: 'mine', loginType: 'app' })
      writeFromAnotherTab(stored({ token: null, user: null, account: null, loginType: null }))
      expect(isSignedIn()).toBe(false)
    })

    it('signs out when another tab removes the key or clears storage', () => {
      sessionStore.getState().signIn({ token: 'mine', loginType: 'app' })
      writeFromAnotherTab(null)
      expect(isSignedIn()).toBe(false)

      sessionStore.getState().signIn({ token: 'mine', loginType: 'app' })
      localStorage.clear()
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
      expect(isSignedIn()).toBe(false)
    })

    it('ignores other keys', () => {
      sessionStore.getState().signIn({ token: 'mine', loginType: 'app' })
      window.dispatchEvent(new StorageEvent('storage', { key: 'unikit:v2:citations', newValue: '[]' }))
      expect(sessionStore.getState().token).toBe('mine')
    })
  })

  it('useSession re-renders components when the selected part changes', () => {
    function Greeting() {
      const name = useSession((s) => s.user?.first_name ?? 'guest')
      return <p>Hello {name}</p>
    }
    render(<Greeting />)
    expect(screen.getByText('Hello guest')).not.toBeNull()
    act(() => {
      sessionStore.getState().signIn({ token: 't', loginType: 'app' })
      sessionStore.getState().setProfile({ user, account: null })
    })
    expect(screen.getByText('Hello Minh')).not.toBeNull()
  })
})
