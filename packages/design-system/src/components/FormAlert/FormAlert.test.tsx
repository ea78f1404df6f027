import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormAlert } from './FormAlert.tsx'

describe('FormAlert', () => {
  it('announces an error at once and a success politely', () => {
    render(
      <>
        <FormAlert tone="error">Not saved</FormAlert>
        <FormAlert tone="success">Saved</FormAlert>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Not saved')
    expect(screen.getByRole('status').textContent).toBe('Saved')
  })

  it('announces an urgent success at once', () => {
    render(
      <FormAlert tone="success" urgent>
        Signed in
      </FormAlert>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Signed in')
  })

  it('renders nothing without a message', () => {
    const { container } = render(
      <>
        <FormAlert tone="error">{''}</FormAlert>
        <FormAlert tone="error">{undefined}</FormAlert>
      </>,
    )
    expect(container.innerHTML).toBe('')
  })
})
