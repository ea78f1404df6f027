import { within } from '@testing-library/react'

/** A text input by its accessible name. */
export const textbox = (scope: HTMLElement, name: string) =>
  within(scope).getByRole('textbox', { name }) as HTMLInputElement

/** A password input by its label (it has no role; the label ends in the hidden required marker " *"). */
export const passwordInput = (scope: HTMLElement, name = 'Password') =>
  within(scope).getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input' }) as HTMLInputElement
