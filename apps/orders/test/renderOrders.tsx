import { render } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from '../src/routes.tsx'

/** The remote's routes where the shell mounts them (`/order/*`), at `path`. */
export function renderOrders(path: string) {
  const router = createMemoryRouter([{ path: 'order', children: routes }], { initialEntries: [path] })
  return { router, ...render(<RouterProvider router={router} />) }
}
