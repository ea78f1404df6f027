import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceSession } from './sessionChannel.ts'
import { isSignedIn, SESSION_STORAGE_KEY, sessionGeneration, sessionStore } from './sessionStore.ts'
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
  return (await import('./sessionStore.ts')).sessionStore
}

describe('sessionStore', () => {
  it('starts signed out and not yet restored: the page asks the server before it shows either', async () => {
    const fresh = await reloadStore()
    expect(fresh.getState()).toMatchObject({ signedIn: false, restored: false, user: null, account: null })
  })

  it('keeps nothing in localStorage, and removes the token an older build stored there', async () => {
    const old = {
      state: { token: 'stolen-by-any-script', user, account: null, loginType: 'app' },
      version: 1,
    }
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(old))
    const fresh = await reloadStore()
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull()
    expect(fresh.getState().signedIn).toBe(false)

    fresh.getState().signIn({ loginType: 'app', profile: { user, account: { balance: 150_000 } } })
    expect(fresh.getState()).toMatchObject({ signedIn: true, user, account: { balance: 150_000 } })
    expect(localStorage.length).toBe(0)
    expect(JSON.stringify(fresh.getState())).not.toMatch(/token/i)
  })

  it('a new sign-in forgets the previous profile; sign-out forgets everything; each is a new generation', () => {
    sessionStore.getState().signIn({ loginType: 'app' })
    sessionStore.getState().setProfile({ user, account: null })
    const first = sessionGeneration()
    sessionStore.getState().signIn({ loginType: 'app' })
    expect(sessionStore.getState()).toMatchObject({ signedIn: true, user: null })
    expect(sessionGeneration()).not.toBe(first)
    sessionStore.getState().signOut()
    expect(sessionStore.getState()).toMatchObject({
      signedIn: false,
      restored: true,
      user: null,
      account: null,
    })
    expect(isSignedIn()).toBe(false)
  })

  it('ignores a profile that arrives after sign-out', () => {
    sessionStore.getState().setProfile({ user, account: { balance: 1 } })
    expect(sessionStore.getState().user).toBeNull()
  })

  it('tells other tabs only that the session changed, never the session', async () => {
    const heard: unknown[] = []
    const other = new BroadcastChannel('unikit:session')
    other.onmessage = (event) => heard.push(event.data)
    announceSession('signed-in')
    announceSession('signed-out')
    await vi.waitFor(() => expect(heard).toEqual(['signed-in', 'signed-out']))
    other.close()
  })

  it('useSession re-renders components when the selected part changes', () => {
    function Greeting() {
      const name = useSession((s) => s.user?.first_name ?? 'guest')
      return <p>Hello {name}</p>
    }
    render(<Greeting />)
    expect(screen.getByText('Hello guest')).not.toBeNull()
    act(() => {
      sessionStore.getState().signIn({ loginType: 'app' })
      sessionStore.getState().setProfile({ user, account: null })
    })
    expect(screen.getByText('Hello Minh')).not.toBeNull()
  })
})
