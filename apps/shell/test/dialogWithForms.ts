import { screen, waitFor, within } from '@testing-library/react'
import { expect } from 'vitest'

/**
 * The open auth dialog once its forms are in: they are a chunk of their own, so the first opening in a test file
 * shows a spinner until it arrives (docs/decisions/0622-shell-initial-js-budget.md).
 */
export async function dialogWithForms(): Promise<HTMLElement> {
  await waitFor(() => expect(within(screen.getByRole('dialog')).queryByRole('status')).toBeNull())
  return screen.getByRole('dialog')
}
