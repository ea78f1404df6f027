import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Icon } from './Icon.tsx'

describe('Icon', () => {
  it('is hidden from assistive tech unless it has a title', () => {
    const { container } = render(<Icon name="trash" />)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('is an image named by its title when it carries meaning', () => {
    render(<Icon name="star" title="Starred" />)
    expect(screen.getByRole('img', { name: 'Starred' })).toBeTruthy()
  })
})
