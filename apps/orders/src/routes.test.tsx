import { render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { build, routes } from './routes.tsx'

describe('the orders remote', () => {
  it('offers the two services where the shell mounts it', async () => {
    const router = createMemoryRouter([{ path: 'order', children: routes }], {
      initialEntries: ['/order/new'],
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'New order' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Order a Sample Citation' }).getAttribute('href')).toBe(
      '/order/new/sample-citation',
    )
    expect(screen.getByRole('link', { name: 'Order a Research Assistant' })).toBeTruthy()
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
