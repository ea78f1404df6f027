import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Checkbox } from './Checkbox.tsx'

describe('Checkbox', () => {
  it('is named by its label and toggles with Space and clicks on the label', async () => {
    const user = userEvent.setup()
    render(<Checkbox label="I accept the Terms and Conditions" />)
    const box = screen.getByRole('checkbox', {
      name: 'I accept the Terms and Conditions',
    }) as HTMLInputElement
    await user.tab()
    await user.keyboard(' ')
    expect(box.checked).toBe(true)
    await user.click(screen.getByText('I accept the Terms and Conditions'))
    expect(box.checked).toBe(false)
  })

  it('shows an inline error linked to the box', () => {
    render(<Checkbox label="Terms" hint="Read them first" error="checkbox required" />)
    const box = screen.getByRole('checkbox', { name: 'Terms' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    const ids = box.getAttribute('aria-describedby')?.split(' ')
    expect(ids).toEqual([screen.getByText('Read them first').id, screen.getByText('checkbox required').id])
  })

  it('can hide its label visually', () => {
    render(<Checkbox label="Select citation" labelHidden />)
    expect(screen.getByRole('checkbox', { name: 'Select citation' })).not.toBeNull()
    expect(screen.getByText('Select citation').className).toContain('uk-visually-hidden')
  })
})
