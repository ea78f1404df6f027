import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { accountApi, authDialogStore, sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { describedBy } from '../../test/describedBy.ts'
import { passwordInput } from '../../test/fields.ts'
import { fakeRuntime, renderShell } from '../../test/renderShell.tsx'
import {
  createStudent,
  mailedToken,
  otherDeviceSession,
  type TestStudent,
  tokenIsLive,
} from '../../test/testAccounts.ts'

const runtime = () => fakeRuntime({}).runtime

async function resetLink(student: TestStudent) {
  await accountApi.requestPasswordReset({ email: student.email })
  return mailedToken(student.email, '/u/reset')
}

async function openResetPage(token: string) {
  renderShell(`/u/reset?token=${token}`, runtime())
  await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })
  return screen.getByRole('main')
}

afterEach(() => {
  authDialogStore.getState().close({ force: true })
  sessionStore.getState().signOut()
})

describe('/u/reset', () => {
  it('checks the two passwords, sets the new one, ends the old sessions and opens the sign-in dialog', async () => {
    const student = await createStudent()
    const old = await otherDeviceSession(student)
    const main = await openResetPage(await resetLink(student))
    const user = userEvent.setup()
    await user.click(within(main).getByRole('button', { name: 'Save new password' }))
    expect(describedBy(passwordInput(main, 'New password'))).toContain('Enter a password.')
    expect(describedBy(passwordInput(main, 'Password confirmation'))).toBe('Enter a password.')
    expect(document.activeElement).toBe(passwordInput(main, 'New password'))

    await user.type(passwordInput(main, 'New password'), 'Chosen-anew-2027')
    await user.type(passwordInput(main, 'Password confirmation'), 'Chosen-anew-2026')
    await user.click(within(main).getByRole('button', { name: 'Save new password' }))
    expect(describedBy(passwordInput(main, 'Password confirmation'))).toBe(
      'The two new passwords do not match.',
    )

    await user.clear(passwordInput(main, 'Password confirmation'))
    await user.type(passwordInput(main, 'Password confirmation'), 'Chosen-anew-2027')
    await user.click(within(main).getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    expect(screen.getByText('Your password has been changed. Sign in with your new password.')).toBeTruthy()

    expect(await tokenIsLive(old)).toBe(false)
    await expect(
      accountApi.login({ email: student.email, password: 'Chosen-anew-2027' }),
    ).resolves.toBeTruthy()
  })

  it('shows why the service refuses the new password', async () => {
    const student = await createStudent()
    const main = await openResetPage(await resetLink(student))
    const user = userEvent.setup()
    const mine = `${student.studentNumber}!`
    await user.type(passwordInput(main, 'New password'), mine)
    await user.type(passwordInput(main, 'Password confirmation'), mine)
    await user.click(within(main).getByRole('button', { name: 'Save new password' }))
    // The page cannot know the student number; the service can.
    await waitFor(() =>
      expect(describedBy(passwordInput(main, 'New password'))).toContain(
        'The password must not contain your student number.',
      ),
    )
    expect(passwordInput(main, 'New password').value).toBe(mine)
  })

  it('a used link says so and offers a new one', async () => {
    const student = await createStudent()
    const token = await resetLink(student)
    await accountApi.confirmPasswordReset({ token, password: 'Used-up-already-1' })
    const main = await openResetPage(token)
    const user = userEvent.setup()
    await user.type(passwordInput(main, 'New password'), 'Another-try-2027')
    await user.type(passwordInput(main, 'Password confirmation'), 'Another-try-2027')
    await user.click(within(main).getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText(/This password reset link is invalid or has expired/)).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Request a new link' }))
    expect(await screen.findByRole('dialog', { name: 'Reset password' })).toBeTruthy()
  })

  it('without a token, says the link cannot be used', async () => {
    renderShell('/u/reset', runtime())
    expect(await screen.findByText(/This password reset link is invalid or has expired/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Save new password' })).toBeNull()
  })
})
