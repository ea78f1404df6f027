import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Field } from './Field.tsx'

describe('Field', () => {
  it('labels a custom control and wires hint and error to it', () => {
    render(
      <Field label="Rating" hint="1 to 5 stars" error="Feedback required" required>
        {(control) => <input type="range" min={1} max={5} {...control} />}
      </Field>,
    )
    const slider = screen.getByRole('slider', { name: /Rating/ })
    expect(slider.getAttribute('aria-invalid')).toBe('true')
    expect(slider.getAttribute('aria-describedby')).toBe(
      `${screen.getByText('1 to 5 stars').id} ${screen.getByText('Feedback required').id}`,
    )
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true')
  })

  it('can hide its label for screen readers only', () => {
    render(
      <Field label="Year" labelHidden>
        {(control) => <input {...control} />}
      </Field>,
    )
    expect(screen.getByRole('textbox', { name: 'Year' })).not.toBeNull()
    expect(screen.getByText('Year').className).toContain('uk-visually-hidden')
  })
})
