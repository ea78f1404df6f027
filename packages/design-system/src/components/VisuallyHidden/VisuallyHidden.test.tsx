import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VisuallyHidden } from './VisuallyHidden.tsx'

describe('VisuallyHidden', () => {
  it('keeps text in the accessibility tree with the hiding class', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Remove citation</VisuallyHidden>
      </button>,
    )
    expect(screen.getByRole('button', { name: 'Remove citation' })).not.toBeNull()
    expect(screen.getByText('Remove citation').className).toBe('uk-visually-hidden')
  })

  it('renders the requested element', () => {
    render(<VisuallyHidden as="h2">Results</VisuallyHidden>)
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).not.toBeNull()
  })
})
