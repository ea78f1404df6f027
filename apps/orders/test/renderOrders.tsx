import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes, staffRoutes } from '../src/routes.tsx'

/** The orders remote where the shell mounts it, at `path`. */
export function renderOrders(path: string) {
  const router = createMemoryRouter(
    [
      { path: 'order', children: routes },
      { path: 'staff/orders', children: staffRoutes },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}
