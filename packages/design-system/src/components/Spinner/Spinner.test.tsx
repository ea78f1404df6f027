import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from './Spinner.tsx'

describe('Spinner', () => {
  it('is a status named "Loading" by default', () => {
    render(<Spinner />)
    expect(screen.getByRole('status').textContent).toBe('Loading')
  })

  it('takes a label and a size', () => {
    render(<Spinner label="Loading orders" size="lg" />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Loading orders')
    expect(status.className).toContain('uk-spinner--lg')
  })

  it('can be decorative, with no role', () => {
    const { container } = render(<Spinner decorative />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})
