import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge } from './Badge.tsx'

describe('Badge', () => {
  it('renders its text with a tone class', () => {
    render(<Badge tone="success">done</Badge>)
    expect(screen.getByText('done').className).toBe('uk-badge uk-badge--success')
  })
})
