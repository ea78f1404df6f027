import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { remoteRouteTrees } from '../../test/remoteRouteTrees.tsx'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'
import { credit, signedInStudent, tokenIsLive } from '../../test/testAccounts.ts'

const citation = [{ index: true, element: page('Citation listing') }]
const runtime = () => fakeRuntime({ citation }).runtime
const withArchive = () => fakeRuntime({ citation, archive: remoteRouteTrees.archive }).runtime

afterEach(() => sessionStore.getState().signOut())

describe('the header search', () => {
  const headerBox = () => within(screen.getByRole('banner')).queryByRole<HTMLInputElement>('searchbox')

  it('moves to the archive home while typing, where the archive’s own box takes over the text and the typing', async () => {
    await signedInStudent()
    const { router } = renderShell('/citation', withArchive())
    const box = await screen.findByRole('searchbox', { name: 'Search samples' })
    await userEvent.type(box, 'marketing plan')

    const archiveBox = within(screen.getByRole('main')).getByRole<HTMLInputElement>('searchbox', {
      name: 'Search samples',
    })
    expect(archiveBox.value).toBe('marketing plan')
    expect(document.activeElement).toBe(archiveBox)
    expect(headerBox()).toBeNull()
    expect(router.state.location.pathname).toBe('/archive/home')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('marketing plan')

    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive/search'))
    expect(router.state.location.search).toBe('?q=marketing%20plan')
  })

  it('opens the results with the trimmed query on Enter while the archive is not there yet', async () => {
    await signedInStudent()
    const { router } = renderShell('/citation', runtime())
    const box = await screen.findByRole('searchbox', { name: 'Search samples' })
    await userEvent.type(box, '  marketing plan  ')
    expect(router.state.location.pathname).toBe('/archive/home')
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('  marketing plan  ')
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

  it('forgets its text when it hides', async () => {
    await signedInStudent()
    const { router } = renderShell('/citation', runtime())
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search samples' }), 'abc')
    await userEvent.tab()
    expect(headerBox()).toBeNull()

    await act(() => router.navigate('/citation'))
    expect(headerBox()?.value).toBe('')
  })

  it('forgets its text when the route changes away from the archive home', async () => {
    await signedInStudent()
    const { router } = renderShell('/citation', runtime())
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search samples' }), 'abc')
    expect(router.state.location.pathname).toBe('/archive/home')

    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/citation')
    expect(headerBox()?.value).toBe('')
  })
})

describe('the user area and balance', () => {
  it('offers Login to a visitor', async () => {
    renderShell('/citation', runtime())
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'My Balance' })).getByRole('button')).toBeTruthy()
  })

  it('shows the first name and the balance in VND, loaded when the app starts', async () => {
    await signedInStudent('Minh')
    await credit(sessionStore.getState().user!.id, 1_250_000)
    renderShell('/citation', runtime())
    expect(await screen.findByRole('button', { name: 'Minh' })).toBeTruthy()
    const balance = screen.getByRole('region', { name: 'My Balance' })
    await waitFor(() => expect(within(balance).getByText('1.250.000 ₫')).toBeTruthy())
  })

  it('reloads the balance when the tab regains focus, at most once a minute', async () => {
    await signedInStudent('Lan')
    renderShell('/citation', runtime())
    const balance = screen.getByRole('region', { name: 'My Balance' })
    await waitFor(() => expect(within(balance).getByText('0 ₫')).toBeTruthy())
    await credit(sessionStore.getState().user!.id, 50_000)
    window.dispatchEvent(new FocusEvent('focus'))
    // Loaded moments ago: the focus does not call again.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(within(balance).getByText('0 ₫')).toBeTruthy()

    // A minute later (only the clock is faked; timers and the network stay real).
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    try {
      window.dispatchEvent(new FocusEvent('focus'))
      await waitFor(() => expect(within(balance).getByText('50.000 ₫')).toBeTruthy())
    } finally {
      vi.useRealTimers()
    }
  })

  it('Logout goes home signed out, and the server forgets the token', async () => {
    await signedInStudent('Minh')
    const token = sessionStore.getState().token!
    const { router } = renderShell('/citation', runtime())
    await userEvent.click(await screen.findByRole('button', { name: 'Minh' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sessionStore.getState().token).toBeNull()
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy()
    await waitFor(async () => expect(await tokenIsLive(token)).toBe(false))
  })
})
