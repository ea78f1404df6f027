import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyState } from './EmptyState.tsx'

describe('EmptyState', () => {
  it('shows a heading, a message and an action', () => {
    render(
      <EmptyState
        title="Are you ready to start your journey?"
        message="Your citations will appear here."
        action={<button type="button">New citation</button>}
      />,
    )
    expect(
      screen.getByRole('heading', { level: 2, name: 'Are you ready to start your journey?' }),
    ).not.toBeNull()
    expect(screen.getByText('Your citations will appear here.')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'New citation' })).not.toBeNull()
  })
})
