import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authDialogStore, sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it } from 'vitest'
import { describedBy } from '../../test/describedBy.ts'
import { dialogWithForms } from '../../test/dialogWithForms.ts'
import { passwordInput as password, textbox } from '../../test/fields.ts'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'

// What the forms refuse before anything is sent; the calls themselves are in AuthForms.test.tsx.

const runtime = () => fakeRuntime({ citation: [{ index: true, element: page('Citation listing') }] }).runtime

async function openDialog(mode: 'login' | 'signup' | 'reset' = 'login') {
  renderShell('/citation', runtime())
  act(() => authDialogStore.getState().open(mode))
  return dialogWithForms()
}

afterEach(() => {
  authDialogStore.getState().close({ force: true })
  sessionStore.getState().signOut()
})

describe('Sign in', () => {
  it('shows the fixed domain beside the student number, also in its description', async () => {
    const dialog = await openDialog()
    expect(dialog).toBe(screen.getByRole('dialog', { name: 'Sign in' }))
    const field = textbox(dialog, 'Student number')
    expect(field.parentElement?.textContent).toContain('@rmit.edu.vn')
    expect(describedBy(field)).toBe('Your address ends in @rmit.edu.vn')
    expect(password(dialog).type).toBe('password')
    expect(within(dialog).getByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('wants both fields, says so at once, and moves to the first empty one', async () => {
    const user = userEvent.setup()
    const dialog = await openDialog()
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter your student number and password.')
    expect(document.activeElement).toBe(textbox(dialog, 'Student number'))
    expect(textbox(dialog, 'Student number').getAttribute('aria-invalid')).toBe('true')

    await user.type(textbox(dialog, 'Student number'), 's3912345')
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter your student number and password.')
    expect(document.activeElement).toBe(password(dialog))
    expect(textbox(dialog, 'Student number').getAttribute('aria-invalid')).toBeNull()
  })

  it('refuses an "@" in the student number under the field, keeping what was typed', async () => {
    const user = userEvent.setup()
    const dialog = await openDialog()
    await user.type(textbox(dialog, 'Student number'), 's3912345@gmail.com')
    await user.type(password(dialog), 'whatever-it-is')
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    const field = textbox(dialog, 'Student number')
    expect(describedBy(field)).toContain('Use your university e-mail address (…@rmit.edu.vn).')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field)
    expect(field.value).toBe('s3912345@gmail.com')
    expect(password(dialog).value).toBe('whatever-it-is')
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('switches to reset-password mode and back, keeping the student number', async () => {
    const user = userEvent.setup()
    const dialog = await openDialog()
    await user.type(textbox(dialog, 'Student number'), 's3912345')
    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }))
    const reset = screen.getByRole('dialog', { name: 'Reset password' })
    expect(textbox(reset, 'Email').value).toBe('s3912345')
    expect(document.activeElement).toBe(textbox(reset, 'Email'))
    await user.click(within(reset).getByRole('button', { name: 'Sign in' }))
    const login = screen.getByRole('dialog', { name: 'Sign in' })
    expect(textbox(login, 'Student number').value).toBe('s3912345')
    expect(document.activeElement).toBe(password(login))
  })
})

describe('Reset password', () => {
  it('wants the address, refuses an "@", and shows the domain beside it', async () => {
    const user = userEvent.setup()
    const dialog = await openDialog('reset')
    const field = textbox(dialog, 'Email')
    expect(describedBy(field)).toBe('Your address ends in @rmit.edu.vn')
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect(describedBy(field)).toContain('Enter your student number.')
    expect(document.activeElement).toBe(field)
    await user.type(field, 'me@rmit.edu.vn')
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect(describedBy(field)).toContain('Use your university e-mail address (…@rmit.edu.vn).')
    expect(field.value).toBe('me@rmit.edu.vn')
  })
})

describe('Create your account', () => {
  it('is reached from Sign in, states the password policy, and wants every field', async () => {
    const user = userEvent.setup()
    const login = await openDialog()
    await user.click(within(login).getByRole('button', { name: 'Create your account' }))
    const dialog = screen.getByRole('dialog', { name: 'Create your account' })
    expect(document.activeElement).toBe(textbox(dialog, 'First name'))
    expect(describedBy(password(dialog))).toBe(
      'At least 8 characters, not your student number, and not a common password.',
    )
    await user.type(textbox(dialog, 'First name'), 'Minh')
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter your student number and password.')
    expect(document.activeElement).toBe(textbox(dialog, 'Last name'))
    expect(textbox(dialog, 'First name').value).toBe('Minh')
  })

  it('checks the student number and the policy before sending', async () => {
    const user = userEvent.setup()
    const dialog = await openDialog('signup')
    await user.type(textbox(dialog, 'First name'), 'Minh')
    await user.type(textbox(dialog, 'Last name'), 'Nguyễn')
    await user.type(textbox(dialog, 'Student number'), 's3912345@rmit.edu.vn')
    await user.type(password(dialog), 'short')
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    expect(describedBy(textbox(dialog, 'Student number'))).toContain(
      'Use your university e-mail address (…@rmit.edu.vn).',
    )
    expect(describedBy(password(dialog))).toContain('Use at least 8 characters.')
    expect(document.activeElement).toBe(textbox(dialog, 'Student number'))

    await user.clear(textbox(dialog, 'Student number'))
    await user.type(textbox(dialog, 'Student number'), 's3912345')
    await user.clear(password(dialog))
    await user.type(password(dialog), 'S3912345')
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    expect(describedBy(password(dialog))).toContain('Your password must not contain your student number.')
    expect(document.activeElement).toBe(password(dialog))
  })
})

describe('the locked dialog of a blocked route', () => {
  it('has no close button and stays open on Escape, with a way back home', async () => {
    const user = userEvent.setup()
    renderShell('/account', runtime())
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: 'Back to home' })).toBeTruthy()
  })
})
