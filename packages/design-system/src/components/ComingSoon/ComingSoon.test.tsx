import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ComingSoon } from './ComingSoon.tsx'

describe('ComingSoon', () => {
  it('renders the page title as the page heading and says the tool is coming', () => {
    render(<ComingSoon title="Order New" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Order New' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeTruthy()
  })

  it('shows what works already between the heading and the notice', () => {
    render(
      <ComingSoon title="Archive">
        <p>Search works</p>
      </ComingSoon>,
    )
    const order = [...document.querySelectorAll('h1, p, h2')].map((node) => node.textContent)
    expect(order.slice(0, 3)).toEqual(['Archive', 'Search works', 'Coming soon'])
  })
})
