import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Card } from './Card.tsx'

describe('Card', () => {
  it('renders a titled surface with a footer at the chosen heading level', () => {
    render(
      <Card
        as="section"
        title="Sample Citation"
        headingLevel={3}
        footer={<button type="button">Place Inquiry</button>}
      >
        <p>2,999 VND per citation</p>
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'Sample Citation' })).not.toBeNull()
    expect(screen.getByText('2,999 VND per citation').closest('section')?.className).toContain('uk-card')
    expect(screen.getByRole('button', { name: 'Place Inquiry' })).not.toBeNull()
  })
})
