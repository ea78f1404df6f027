import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { describe, expect, it } from 'vitest'
import { TextField } from './TextField.tsx'

describe('TextField', () => {
  it('is named by its visible label and forwards its ref', async () => {
    const user = userEvent.setup()
    const ref = createRef<HTMLInputElement>()
    render(<TextField label="Student number" ref={ref} placeholder="s3912345" />)
    const input = screen.getByRole('textbox', { name: 'Student number' })
    expect(ref.current).toBe(input)
    expect(screen.getByText('Student number').tagName).toBe('LABEL')
    await user.tab()
    await user.keyboard('s3912345')
    expect((input as HTMLInputElement).value).toBe('s3912345')
  })

  it('links the hint and the error, marks the input invalid and shows the error under it', () => {
    render(
      <TextField
        label="Student number"
        hint="Without @rmit.edu.vn"
        error="Use your university e-mail address (…@rmit.edu.vn)."
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Student number' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const hint = screen.getByText('Without @rmit.edu.vn')
    const error = screen.getByText('Use your university e-mail address (…@rmit.edu.vn).')
    expect(input.getAttribute('aria-describedby')).toBe(`${hint.id} ${error.id}`)
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('has no error state without an error', () => {
    render(<TextField label="Email" type="email" error="" />)
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('can hide the label visually and keep the accessible name', () => {
    render(<TextField label="Search citations" labelHidden type="search" />)
    const input = screen.getByRole('searchbox', { name: 'Search citations' })
    expect(screen.getByText('Search citations').className).toContain('uk-visually-hidden')
    expect(input).not.toBeNull()
  })

  it('marks required fields and keeps a given id', () => {
    render(<TextField label="First name" required id="first-name" />)
    const input = screen.getByRole('textbox', { name: /First name/ }) as HTMLInputElement
    expect(input.required).toBe(true)
    expect(input.id).toBe('first-name')
  })
})
