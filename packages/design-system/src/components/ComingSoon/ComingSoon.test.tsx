import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ComingSoon } from './ComingSoon.tsx'

describe('ComingSoon', () => {
  it('renders the page title as the page heading and says the tool is coming', () => {
    render(<ComingSoon title="Order New" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Order New' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Coming soon' })).toBeTruthy()
  })
})
