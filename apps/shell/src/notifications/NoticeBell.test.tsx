import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { sessionStore } from '@unikit/auth'
import { dropConnections, holdConnections, restoreConnections } from '@unikit/config/vitest-drop-connections'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'
import { deliverNotices, signedInStaff, signedInStudent } from '../../test/testAccounts.ts'

const runtime = () => fakeRuntime({ citation: [{ index: true, element: page('Citation listing') }] }).runtime

afterEach(() => sessionStore.getState().signOut())

const bell = (name: RegExp | string = /^Notifications/) => screen.findByRole('button', { name })
const panel = () => screen.findByRole('region', { name: 'Your notifications' })

async function student() {
  const signedIn = await signedInStudent('Lan')
  return { ...signedIn, id: sessionStore.getState().user!.id }
}

describe('the bell', () => {
  it('says how many notices are unread, lists them newest first, and marks one, then all, read', async () => {
    const lan = await student()
    await deliverNotices(lan.id, [
      { title: 'Order #7 is quoted: 14.995 ₫', createdAt: '2026-03-01T02:00:00.000Z', link: '/order/7' },
      { title: 'Order #8 was declined', kind: 'order.declined', createdAt: '2026-03-02T02:00:00.000Z' },
    ])
    const user = userEvent.setup()
    renderShell('/citation', runtime())
    await user.click(await bell('Notifications, 2 unread'))
    const list = await panel()
    expect(document.activeElement).toBe(within(list).getByRole('heading', { name: 'Your notifications' }))
    const links = await within(list).findAllByRole('link', { name: /^Unread:\s?Order/ })
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Order #8 was declined'),
      expect.stringContaining('Order #7 is quoted: 14.995 ₫'),
    ])
    await user.click(within(list).getByRole('button', { name: 'Mark read: Order #8 was declined' }))
    expect(await bell('Notifications, 1 unread')).toBeTruthy()
    await user.click(within(list).getByRole('button', { name: 'Mark all read' }))
    expect(await bell('Notifications, none unread')).toBeTruthy()
    await waitFor(() => expect(within(list).queryAllByRole('link', { name: /^Unread/ })).toEqual([]))
    expect((within(list).getByRole('button', { name: 'Mark all read' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('takes the student to a notice’s page, marks it read and closes; Escape closes and gives the focus back', async () => {
    const lan = await student()
    await deliverNotices(lan.id, [{ title: 'Order #7 is quoted: 14.995 ₫', link: '/citation?from=notice' }])
    const user = userEvent.setup()
    const { router } = renderShell('/citation', runtime())
    await user.click(await bell('Notifications, 1 unread'))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Your notifications' })).toBeNull()
    expect(document.activeElement).toBe(await bell())
    await user.click(await bell())
    await user.click(await within(await panel()).findByRole('link', { name: /Order #7 is quoted/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?from=notice'))
    expect(screen.queryByRole('region', { name: 'Your notifications' })).toBeNull()
    expect(await bell('Notifications, none unread')).toBeTruthy()
  })

  it('says when there is nothing yet, and while it loads', async () => {
    await student()
    const user = userEvent.setup()
    renderShell('/citation', runtime())
    await bell('Notifications, none unread')
    const held = holdConnections(/notification\/list/)
    await user.click(await bell())
    expect(await within(await panel()).findByText('Loading your notifications')).toBeTruthy()
    held.release()
    expect(
      await within(await panel()).findByText(/^Nothing yet\./, undefined, { timeout: 5000 }),
    ).toBeTruthy()
  })

  it('says when the list could not be loaded, and Retry loads it', async () => {
    const lan = await student()
    await deliverNotices(lan.id, [{ title: 'Order #9 is delivered', kind: 'order.delivered' }])
    const user = userEvent.setup()
    renderShell('/citation', runtime())
    await bell('Notifications, 1 unread')
    dropConnections(/notification\/list/)
    await user.click(await bell())
    const list = await panel()
    expect((await within(list).findByRole('alert', undefined, { timeout: 8000 })).textContent).toMatch(
      /could not be loaded/,
    )
    restoreConnections()
    await user.click(within(list).getByRole('button', { name: 'Retry' }))
    expect(await within(list).findByRole('link', { name: /Order #9 is delivered/ })).toBeTruthy()
  })

  it('shows a notice that arrives while the page is open, without a reload, when the tab is looked at again', async () => {
    const lan = await student()
    renderShell('/citation', runtime())
    await bell('Notifications, none unread')
    await deliverNotices(lan.id, [{ title: 'New message on order #3', kind: 'order.message' }])
    // Later (only the clock is faked; timers and the network stay real): the tab regains focus and asks.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10_000)
    try {
      window.dispatchEvent(new FocusEvent('focus'))
      expect(await bell('Notifications, 1 unread')).toBeTruthy()
    } finally {
      vi.useRealTimers()
    }
  })

  it('is not there for a visitor or for staff', async () => {
    renderShell('/citation', runtime())
    await screen.findByRole('button', { name: 'Sign in' })
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull()
    await signedInStaff()
    renderShell('/citation', runtime())
    await screen.findAllByRole('button', { name: 'Staff' })
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull()
  })
})
