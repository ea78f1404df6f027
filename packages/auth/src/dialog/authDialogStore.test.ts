import { afterEach, describe, expect, it } from 'vitest'
import { authDialogStore } from './authDialogStore.ts'

const state = () => authDialogStore.getState()

afterEach(() => {
  state().close({ force: true })
})

describe('authDialogStore', () => {
  it('starts closed and unlocked', () => {
    expect(state()).toMatchObject({ mode: 'closed', locked: false, returnTo: null })
  })

  it('opens from the Sign in link: dismissable, and close() closes it', () => {
    state().open('login')
    expect(state()).toMatchObject({ mode: 'login', locked: false, returnTo: null })
    expect(state().close()).toBe(true)
    expect(state().mode).toBe('closed')
  })

  it('opened by a blocked route: close() is refused', () => {
    state().open('login', { locked: true, returnTo: '/order/new' })
    expect(state().close()).toBe(false)
    expect(state()).toMatchObject({ mode: 'login', locked: true, returnTo: '/order/new' })
  })

  it('switching modes keeps the lock and returnTo', () => {
    state().open('login', { locked: true, returnTo: '/archive' })
    state().open('signup')
    expect(state()).toMatchObject({ mode: 'signup', locked: true, returnTo: '/archive' })
    state().open('reset')
    state().open('login')
    expect(state()).toMatchObject({ mode: 'login', locked: true, returnTo: '/archive' })
    expect(state().close()).toBe(false)
  })

  it('a successful sign-in forces it closed and forgets returnTo', () => {
    state().open('login', { locked: true, returnTo: '/cv' })
    const returnTo = state().returnTo
    expect(state().close({ force: true })).toBe(true)
    expect(returnTo).toBe('/cv')
    expect(state()).toMatchObject({ mode: 'closed', locked: false, returnTo: null })
  })

  it('unlock() lets it be closed, e.g. after leaving the blocked route', () => {
    state().open('login', { locked: true })
    state().unlock()
    expect(state().locked).toBe(false)
    expect(state().close()).toBe(true)
  })

  it('a later blocked route can lock an open dialog; opening from closed starts unlocked', () => {
    state().open('login')
    state().open('login', { locked: true, returnTo: '/pricing' })
    expect(state()).toMatchObject({ locked: true, returnTo: '/pricing' })
    state().close({ force: true })
    state().open('signup')
    expect(state()).toMatchObject({ mode: 'signup', locked: false, returnTo: null })
  })
})
