import { render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { build, routes } from './routes.tsx'

describe('the feedback remote', () => {
  it('renders its page where the shell mounts it', async () => {
    const router = createMemoryRouter([{ path: 'feedback', children: routes }], {
      initialEntries: ['/feedback'],
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Lecturer feedback' })).toBeTruthy()
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
