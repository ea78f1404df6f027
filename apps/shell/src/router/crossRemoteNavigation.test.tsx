import { act, screen } from '@testing-library/react'
import { sessionStore } from '@unikit/auth'
import { type ReactNode, useLayoutEffect } from 'react'
import { type RouteObject, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { remoteRouteTrees } from '../../test/remoteRouteTrees.tsx'
import { fakeRuntime, renderShell } from '../../test/renderShell.tsx'
import { signedInStudent } from '../../test/testAccounts.ts'

/** Notes every commit of a remote's page with the path it was shown at, so a moment of a wrong page is seen. */
function Witness({ remote, seen, children }: { remote: string; seen: string[]; children: ReactNode }) {
  const { pathname } = useLocation()
  useLayoutEffect(() => {
    const shown = `${remote} at ${pathname}`
    if (seen.at(-1) !== shown) seen.push(shown)
  })
  return children
}

/** The remotes' real route trees, each page wrapped in a witness. */
function witnessedRemotes(seen: string[]) {
  const witnessed = (remote: string, routes: RouteObject[]): RouteObject[] =>
    routes.map((route) => ({
      ...route,
      element: (
        <Witness remote={remote} seen={seen}>
          {route.element}
        </Witness>
      ),
    }))
  return Object.fromEntries(
    Object.entries(remoteRouteTrees).map(([remote, routes]) => [remote, witnessed(remote, routes)]),
  )
}

type Stop = { path: string; remote: string; heading: string }
const stop = (path: string, remote: string, heading: string): Stop => ({ path, remote, heading })

// The moves the audit saw end on /404 (or flash the old remote's page), and one more of each direction.
const journeys: { from: Stop; to: Stop }[] = [
  { from: stop('/order/new', 'orders', 'Order New'), to: stop('/archive', 'archive', 'Core courses') },
  { from: stop('/order/new', 'orders', 'Order New'), to: stop('/archive/home', 'archive', 'Archive') },
  {
    from: stop('/archive/folder/1', 'archive', 'Folder'),
    to: stop('/order/history', 'orders', 'Order History'),
  },
  {
    from: stop('/feedback/search', 'feedback', 'Lecturer Search'),
    to: stop('/order/new', 'orders', 'Order New'),
  },
  {
    from: stop('/archive', 'archive', 'Core courses'),
    to: stop('/feedback', 'feedback', 'Lecturer Feedback'),
  },
  {
    from: stop('/feedback/home', 'feedback', 'Lecturer Feedback'),
    to: stop('/archive/view/7', 'archive', 'File viewer'),
  },
]

describe('moving between remotes while signed in', () => {
  beforeEach(() => signedInStudent())
  afterEach(() => sessionStore.getState().signOut())

  it.each(journeys)(
    'from $from.path to $to.path shows the new remote’s page, never /404 nor the old one',
    async ({ from, to }) => {
      const seen: string[] = []
      const { router } = renderShell(from.path, fakeRuntime(witnessedRemotes(seen)).runtime)
      expect(await screen.findByRole('heading', { level: 1, name: from.heading })).toBeTruthy()

      await act(() => router.navigate(to.path))
      expect(await screen.findByRole('heading', { level: 1, name: to.heading })).toBeTruthy()
      expect(router.state.location.pathname).toBe(to.path)
      expect(seen).toEqual([`${from.remote} at ${from.path}`, `${to.remote} at ${to.path}`])
    },
  )

  it('keeps each remote’s page through a round trip of several remotes', async () => {
    const seen: string[] = []
    const { router } = renderShell('/order/new', fakeRuntime(witnessedRemotes(seen)).runtime)
    await screen.findByRole('heading', { level: 1, name: 'Order New' })
    const trip = [
      stop('/archive', 'archive', 'Core courses'),
      stop('/feedback', 'feedback', 'Lecturer Feedback'),
      stop('/archive/home', 'archive', 'Archive'),
      stop('/order/history', 'orders', 'Order History'),
    ]
    for (const next of trip) {
      await act(() => router.navigate(next.path))
      expect(await screen.findByRole('heading', { level: 1, name: next.heading })).toBeTruthy()
    }
    expect(seen).toEqual(['orders at /order/new', ...trip.map((next) => `${next.remote} at ${next.path}`)])
  })
})
