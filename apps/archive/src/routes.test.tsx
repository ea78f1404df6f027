import { render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { build, routes } from './routes.tsx'

describe('the archive remote', () => {
  it('renders its page where the shell mounts it', async () => {
    const router = createMemoryRouter([{ path: 'archive', children: routes }], {
      initialEntries: ['/archive'],
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Core Courses' })).toBeTruthy()
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
