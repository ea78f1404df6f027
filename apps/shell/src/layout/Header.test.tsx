import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { remoteRouteTrees } from '../../test/remoteRouteTrees.tsx'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'
import { credit, sessionToken, signedInStaff, signedInStudent, tokenIsLive } from '../../test/testAccounts.ts'

const citation = [{ index: true, element: page('Citation listing') }]
const runtime = () => fakeRuntime({ citation }).runtime
const withArchive = () => fakeRuntime({ citation, archive: remoteRouteTrees.archive }).runtime

afterEach(() => sessionStore.getState().signOut())

describe('the header search', () => {
  const headerBox = () => within(screen.getByRole('banner')).getByRole<HTMLInputElement>('combobox')

  it('opens the archive’s search results for the trimmed query on Enter, and nothing moves while typing', async () => {
    await signedInStudent()
    const { router } = renderShell('/citation', withArchive())
    const box = await screen.findByRole('combobox', { name: 'Search samples' })
    await userEvent.type(box, '  marketing plan  ')
    expect(router.state.location.pathname).toBe('/citation')
    expect(document.activeElement).toBe(box)
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive/search'))
    expect(router.state.location.search).toBe('?q=marketing%20plan')
    // The results page has its own box: the header's steps aside there and on the archive's home.
    expect(within(screen.getByRole('banner')).queryByRole('combobox')).toBeNull()
    await act(() => router.navigate('/archive/home'))
    expect(within(screen.getByRole('banner')).queryByRole('combobox')).toBeNull()
    // Any other page starts with an empty box.
    await act(() => router.navigate('/archive'))
    expect(headerBox().value).toBe('')
  })

  it('offers a student the search itself after the courses, for text that names no course', async () => {
    await signedInStudent()
    const { router } = renderShell('/citation', withArchive())
    const box = await screen.findByRole('combobox', { name: 'Search samples' })
    await userEvent.type(box, 'kinh te')
    const search = await screen.findByRole('option', { name: 'Search samples for “kinh te”' })
    expect(
      within(screen.getByRole('listbox', { name: 'Suggestions' }))
        .getAllByRole('option')
        .at(-1),
    ).toBe(search)
    await userEvent.keyboard('{ArrowUp}{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive/search'))
    expect(router.state.location.search).toBe('?q=kinh%20te')
  })

  it('ignores an empty query', async () => {
    const { router } = renderShell('/citation', runtime())
    const box = await screen.findByRole('combobox', { name: 'Search samples' })
    await userEvent.type(box, '   {Enter}')
    expect(router.state.location.pathname).toBe('/citation')
  })

  it('forgets its text when the route changes', async () => {
    await signedInStudent()
    const { router } = renderShell('/citation', withArchive())
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search samples' }), 'abc')
    await act(() => router.navigate('/archive'))
    expect(headerBox().value).toBe('')
  })
})

describe('the user area and balance', () => {
  it('offers Sign in to a visitor', async () => {
    renderShell('/citation', runtime())
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'My balance' })).getByRole('button')).toBeTruthy()
  })

  it('on a reload, shows no Sign in before the server has said the cookie holds a session', async () => {
    await signedInStudent('Lan')
    // As after a reload: the cookie is there, the page does not know yet.
    sessionStore.setState({ signedIn: false, restored: false })
    renderShell('/citation', runtime())
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
    expect(await screen.findByRole('button', { name: 'Lan' })).toBeTruthy()
  })

  it('shows the first name and the balance in VND, loaded when the app starts', async () => {
    await signedInStudent('Minh')
    await credit(sessionStore.getState().user!.id, 1_250_000)
    renderShell('/citation', runtime())
    expect(await screen.findByRole('button', { name: 'Minh' })).toBeTruthy()
    const balance = screen.getByRole('region', { name: 'My balance' })
    await waitFor(() => expect(within(balance).getByText('1.250.000 ₫')).toBeTruthy())
  })

  it('reloads the balance when the tab regains focus, at most once a minute', async () => {
    await signedInStudent('Lan')
    renderShell('/citation', runtime())
    const balance = screen.getByRole('region', { name: 'My balance' })
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

  it('Sign out goes home signed out, and the server forgets the session', async () => {
    await signedInStudent('Minh')
    const token = sessionToken()
    const { router } = renderShell('/citation', runtime())
    await userEvent.click(await screen.findByRole('button', { name: 'Minh' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(sessionStore.getState().signedIn).toBe(false)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    await waitFor(async () => expect(await tokenIsLive(token)).toBe(false))
  })
})

describe('what staff see', () => {
  it('no balance, no statement and no student orders in the header, the desks instead', async () => {
    await signedInStaff()
    const user = userEvent.setup()
    renderShell('/citation', runtime())
    await user.click(await screen.findByRole('button', { name: 'Staff' }))
    expect(await screen.findByRole('menuitem', { name: 'Orders desk' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'My balance' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Statement' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Orders' })).toBeNull()
  })

  it('a student has the statement beside the balance', async () => {
    await signedInStudent('Lan')
    renderShell('/citation', runtime())
    const balance = await screen.findByRole('region', { name: 'My balance' })
    await waitFor(() => expect(within(balance).getByRole('link', { name: 'Statement' })).toBeTruthy())
    expect(within(balance).getByRole('link', { name: 'Statement' }).getAttribute('href')).toBe(
      '/account/statement',
    )
    expect(screen.getByRole('button', { name: 'Orders' })).toBeTruthy()
  })
})
