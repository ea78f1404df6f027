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

  it('answers a search with the query it was given and says search is coming', async () => {
    const router = createMemoryRouter([{ path: 'archive', children: routes }], {
      initialEntries: ['/archive/search?q=kinh%20t%E1%BA%BF'],
    })
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { level: 1, name: 'Search for: kinh tế' })).toBeTruthy()
    expect(screen.getByText('Search is coming.')).toBeTruthy()
    expect(screen.getByText('kinh tế').tagName).toBe('Q')
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
