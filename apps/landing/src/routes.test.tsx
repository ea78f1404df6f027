import { render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { describe, expect, it } from 'vitest'
import { build, routes } from './routes.tsx'

describe('the landing remote', () => {
  it('renders its Vietnamese page where the shell mounts it', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] })
    render(<RouterProvider router={router} />)
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Năm mới, học nhẹ tênh cùng Unikit',
    })
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('vi')
  })

  it('reports the build it came from', () => {
    expect(build).toBe('local')
  })
})
