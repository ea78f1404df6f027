import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'vitest'

/**
 * For a desk's page tests: makes a decision in its open reason dialog (`dialog`, its title): when `missing` is
 * given, first without a reason, which the dialog must refuse with those words; then with `reason`, confirmed with
 * the `confirm` button.
 */
export async function decideWithReason(decision: {
  dialog: string
  confirm: string
  reason: string
  missing?: string
}) {
  const dialog = within(screen.getByRole('dialog', { name: decision.dialog }))
  if (decision.missing) {
    await userEvent.click(dialog.getByRole('button', { name: decision.confirm }))
    expect(dialog.getByText(decision.missing)).toBeTruthy()
  }
  await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), decision.reason)
  await userEvent.click(dialog.getByRole('button', { name: decision.confirm }))
}
