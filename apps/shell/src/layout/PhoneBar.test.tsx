import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authDialogStore, sessionStore } from '@unikit/auth'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { remoteRouteTrees } from '../../test/remoteRouteTrees.tsx'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'
import { credit, signedInStudent } from '../../test/testAccounts.ts'

const citation = [{ index: true, element: page('Citation listing') }]
const runtime = () => fakeRuntime({ citation, archive: remoteRouteTrees.archive }).runtime

/** jsdom has no layout and no `matchMedia`: this stands in for the browser's on a 375 px wide phone. */
function phoneWidth() {
  window.matchMedia = (query: string) => {
    const below = /width < (\d+)px/.exec(query)?.[1]
    const upTo = /width <= (\d+)px/.exec(query)?.[1]
    const matches =
      (below !== undefined && 375 < Number(below)) || (upTo !== undefined && 375 <= Number(upTo))
    return {
      matches,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as MediaQueryList
  }
}

beforeEach(phoneWidth)
afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia')
  sessionStore.getState().signOut()
  authDialogStore.getState().close()
})

// The page's header, not the drawer's own heading row.
const banner = () => screen.getAllByRole('banner').find((header) => !header.closest('dialog'))!
const menuButton = () => within(banner()).getByRole('button', { name: 'Menu' })

describe('the header on a phone', () => {
  it('is one bar: the logo, the search button and the menu; the tools and the balance wait in the menu', async () => {
    await signedInStudent('Minh')
    renderShell('/citation', runtime())
    await screen.findByRole('heading', { name: 'Citation listing' })
    expect(within(banner()).getByRole('link', { name: 'Unikit' }).getAttribute('href')).toBe('/')
    expect(within(banner()).getByRole('button', { name: 'Search samples' })).toBeTruthy()
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
    expect(within(banner()).queryByRole('combobox')).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'My balance' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Minh' })).toBeNull()
  })

  it('opens the search field from its button; Enter searches the trimmed query, an empty one goes nowhere', async () => {
    const user = userEvent.setup()
    await signedInStudent()
    const { router } = renderShell('/citation', runtime())
    await user.click(await within(banner()).findByRole('button', { name: 'Search samples' }))
    const box = within(banner()).getByRole('combobox', { name: 'Search samples' })
    expect(document.activeElement).toBe(box)
    await user.keyboard('   {Enter}')
    expect(router.state.location.pathname).toBe('/citation')
    await user.type(box, 'marketing plan  ')
    expect(router.state.location.pathname).toBe('/citation')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive/search'))
    expect(router.state.location.search).toBe('?q=marketing%20plan')
    expect(within(banner()).queryByRole('combobox')).toBeNull()
    // The results page has a search box of its own: no second way to search in the bar there.
    expect(within(banner()).queryByRole('button', { name: 'Search samples' })).toBeNull()
  })

  it('closes the search field on Escape or its close button, focus back on the search button', async () => {
    const user = userEvent.setup()
    renderShell('/citation', runtime())
    const open = await within(banner()).findByRole('button', { name: 'Search samples' })
    await user.click(open)
    await user.keyboard('abc{Escape}')
    expect(within(banner()).queryByRole('combobox')).toBeNull()
    expect(document.activeElement).toBe(within(banner()).getByRole('button', { name: 'Search samples' }))

    await user.click(within(banner()).getByRole('button', { name: 'Search samples' }))
    await user.click(within(banner()).getByRole('button', { name: 'Close search' }))
    expect(within(banner()).queryByRole('combobox')).toBeNull()
    expect(document.activeElement).toBe(within(banner()).getByRole('button', { name: 'Search samples' }))
  })

  it('opens the menu drawer with the tools, the balance and the account; Escape closes it, focus back on Menu', async () => {
    const user = userEvent.setup()
    await signedInStudent('Minh')
    await credit(sessionStore.getState().user!.id, 1_250_000)
    renderShell('/citation', runtime())
    await screen.findByRole('heading', { name: 'Citation listing' })
    await user.click(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('true')
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    const quick = within(drawer).getByRole('navigation', { name: 'Quick navigation' })
    for (const tool of ['Citation', 'Archive', 'Feedback'])
      expect(within(quick).getByRole('link', { name: tool })).toBeTruthy()
    const main = within(drawer).getByRole('navigation', { name: 'Main' })
    for (const link of ['Home', 'New order', 'My orders', 'Top up', 'Pricing', 'Who we are', 'Our tools'])
      expect(within(main).getByRole('link', { name: link })).toBeTruthy()
    const balance = within(drawer).getByRole('region', { name: 'My balance' })
    await waitFor(() => expect(within(balance).getByText('1.250.000 ₫')).toBeTruthy())
    const account = within(drawer).getByRole('region', { name: 'Minh Nguyễn' })
    expect(within(account).getByRole('link', { name: 'Profile' })).toBeTruthy()
    expect(within(account).getByRole('button', { name: 'Sign out' })).toBeTruthy()
    expect(drawer.contains(document.activeElement)).toBe(true)

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
    expect(document.activeElement).toBe(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes the drawer when a link is chosen, and goes there', async () => {
    const user = userEvent.setup()
    const { router } = renderShell('/citation', runtime())
    await screen.findByRole('heading', { name: 'Citation listing' })
    await user.click(menuButton())
    const quick = within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Quick navigation',
    })
    await user.click(within(quick).getByRole('link', { name: 'Archive' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/archive'))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
  })

  it('Sign out in the drawer closes it and goes home signed out', async () => {
    const user = userEvent.setup()
    await signedInStudent('Minh')
    const { router } = renderShell('/citation', runtime())
    await screen.findByRole('heading', { name: 'Citation listing' })
    await user.click(menuButton())
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    await user.click(within(drawer).getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
    expect(sessionStore.getState().signedIn).toBe(false)
  })

  it('offers a visitor Sign in in the drawer, which opens the sign-in', async () => {
    const user = userEvent.setup()
    renderShell('/citation', runtime())
    await screen.findByRole('heading', { name: 'Citation listing' })
    await user.click(menuButton())
    const drawer = screen.getByRole('dialog', { name: 'Menu' })
    expect(within(drawer).queryByRole('region', { name: 'My balance' })).toBeNull()
    await user.click(within(drawer).getByRole('button', { name: 'Sign in' }))
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull()
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy()
  })
})
