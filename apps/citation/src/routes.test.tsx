import { render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { build, routes } from './routes.tsx'

describe('the citation remote', () => {
  it('renders its page where the shell mounts it', async () => {
    const router = createMemoryRouter([{ path: 'citation', children: routes }], {
      initialEntries: ['/citation'],
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Citation' })).toBeTruthy()
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
