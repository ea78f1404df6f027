import { render } from '@testing-library/react'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'

/**
 * For a remote's component tests: its route trees mounted where the shell mounts them (`{ order: routes,
 * 'staff/orders': staffRoutes }`), rendered at `path` in a memory router. The router, to read where the page went.
 */
export function renderRemote(mounts: Record<string, RouteObject[]>, path: string) {
  const router = createMemoryRouter(
    Object.entries(mounts).map(([mount, children]) => ({ path: mount, children })),
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}
