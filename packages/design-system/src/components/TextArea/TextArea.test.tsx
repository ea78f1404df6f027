import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TextArea } from './TextArea.tsx'

describe('TextArea', () => {
  it('is a labelled multi-line box with an inline error', () => {
    render(<TextArea label="Instruction" error="input required and length < 150" />)
    const box = screen.getByRole('textbox', { name: 'Instruction' })
    expect(box.tagName).toBe('TEXTAREA')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('input required and length < 150').id)
  })

  it('counts characters against maxLength as the user types', async () => {
    const user = userEvent.setup()
    let changes = 0
    render(<TextArea label="Instruction" maxLength={150} showCount onChange={() => changes++} />)
    expect(screen.getByText('0 / 150')).not.toBeNull()
    await user.type(screen.getByRole('textbox', { name: 'Instruction' }), 'Cite it')
    expect(screen.getByText('7 / 150')).not.toBeNull()
    expect(changes).toBe(7)
  })
})
