import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'

const runtime = () => fakeRuntime({ citation: [{ index: true, element: page('Citation listing') }] }).runtime

afterEach(() => sessionStore.getState().signOut())

describe('the header search', () => {
  it('moves to the archive home while typing, and opens the results with the trimmed query on Enter', async () => {
    act(() => sessionStore.getState().signIn({ token: 't', loginType: 'app' }))
    const { router } = renderShell('/citation', runtime())
    const box = await screen.findByRole('searchbox', { name: 'Search samples' })
    await userEvent.type(box, '  marketing plan  ')
    expect(router.state.location.pathname).toBe('/archive/home')
    await userEvent.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/archive/search')
    expect(router.state.location.search).toBe('?q=marketing%20plan')
  })

  it('ignores an empty query', async () => {
    const { router } = renderShell('/archive/search?q=x', runtime())
    const box = await screen.findByRole('searchbox', { name: 'Search samples' })
    await userEvent.type(box, '   {Enter}')
    expect(router.state.location.pathname).toBe('/archive/home')
  })

  it('is hidden on the archive home, which has its own', async () => {
    renderShell('/archive/home', runtime())
    await screen.findByRole('navigation', { name: 'Main' })
    expect(screen.queryByRole('searchbox', { name: 'Search samples' })).toBeNull()
  })
})

describe('the user area and balance', () => {
  it('offers Login to a visitor', async () => {
    renderShell('/citation', runtime())
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'My Balance' })).getByRole('button')).toBeTruthy()
  })

  it('shows the first name and the balance in VND, and Logout goes home signed out', async () => {
    act(() => {
      sessionStore.getState().signIn({ token: 't', loginType: 'app' })
      sessionStore.getState().setProfile({
        user: {
          id: '1',
          first_name: 'Minh',
          last_name: 'Nguyễn',
          email: 's1@rmit.edu.vn',
          phone: null,
          verified: true,
        },
        account: { balance: 1_250_000 },
      })
    })
    const { router } = renderShell('/citation', runtime())
    expect(await screen.findByText('1.250.000 ₫')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Minh' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sessionStore.getState().token).toBeNull()
  })
})
