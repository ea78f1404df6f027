import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authDialogStore, readApiError, sessionStore, signInWithPassword } from '@unikit/auth'
import { toastStore } from '@unikit/design-system'
import { afterEach, describe, expect, it } from 'vitest'
import { describedBy } from '../../test/describedBy.ts'
import { passwordInput } from '../../test/fields.ts'
import { fakeRuntime, renderShell } from '../../test/renderShell.tsx'
import { signedInStudent } from '../../test/testAccounts.ts'

const toasts = () => toastStore.getState().toasts.map((toast) => `${toast.type}: ${toast.message}`)

afterEach(() => {
  authDialogStore.getState().close({ force: true })
  sessionStore.getState().signOut()
  toastStore.getState().clear()
})

async function openDeleteDialog() {
  const view = renderShell('/account', fakeRuntime({}).runtime)
  const user = userEvent.setup()
  await user.click(await screen.findByRole('tab', { name: 'Your data' }))
  const panel = screen.getByRole('tabpanel', { name: 'Your data' })
  expect(within(panel).getByText(/What stays, without your name:/)).toBeTruthy()
  await user.click(within(panel).getByRole('button', { name: 'Delete my account' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
  return { ...view, user, dialog }
}

describe('Delete my account', () => {
  it('asks for the password; a wrong one is said under the field, keeps what was typed and the session', async () => {
    await signedInStudent('Lan')
    const { user, dialog } = await openDeleteDialog()
    expect(document.activeElement).toBe(passwordInput(dialog))

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    expect(describedBy(passwordInput(dialog))).toContain('Enter a password.')

    await user.type(passwordInput(dialog), 'not my password')
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() =>
      expect(describedBy(passwordInput(dialog))).toContain(
        'Your password is incorrect. Check it and try again.',
      ),
    )
    expect(passwordInput(dialog).value).toBe('not my password')
    expect(passwordInput(dialog).getAttribute('aria-invalid')).toBe('true')
    expect(sessionStore.getState().user).not.toBeNull()

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('with the right password signs out to home with "Your account has been deleted."; it cannot sign in again', async () => {
    const student = await signedInStudent('Lan')
    const { user, dialog, router } = await openDeleteDialog()
    await user.type(passwordInput(dialog), student.password)
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(toasts()).toContain('success: Your account has been deleted.')
    expect(sessionStore.getState().user).toBeNull()
    expect(screen.queryByRole('alertdialog')).toBeNull()
    const again = await signInWithPassword({ email: student.email, password: student.password }).catch(
      (error: unknown) => error,
    )
    expect(readApiError(again)).toMatchObject({ code: 'INVALID_CREDENTIALS' })
  })
})
