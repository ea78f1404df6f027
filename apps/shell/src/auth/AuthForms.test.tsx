import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { authDialogStore, sessionStore } from '@unikit/auth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dialogWithForms } from '../../test/dialogWithForms.ts'
import { passwordInput, textbox } from '../../test/fields.ts'
import { fakeRuntime, page, renderShell } from '../../test/renderShell.tsx'
import {
  createStudent,
  endSessionElsewhere,
  mailedToken,
  newStudent,
  signedInStudent,
} from '../../test/testAccounts.ts'

// The dialog's forms against the real accounts service.

const runtime = () =>
  fakeRuntime({
    citation: [{ index: true, element: page('Citation listing') }],
    orders: [{ path: 'new', element: page('Order New') }],
  }).runtime

async function openDialog(mode: 'login' | 'signup' | 'reset' = 'login') {
  const view = renderShell('/citation', runtime())
  act(() => authDialogStore.getState().open(mode))
  return { dialog: await dialogWithForms(), ...view }
}

async function fillSignup(dialog: HTMLElement, student: ReturnType<typeof newStudent>) {
  const user = userEvent.setup()
  await user.type(textbox(dialog, 'First name'), student.firstName)
  await user.type(textbox(dialog, 'Last name'), student.lastName)
  await user.type(textbox(dialog, 'Student number'), student.studentNumber)
  await user.type(passwordInput(dialog), student.password)
  return user
}

const loginCalls = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).endsWith('/login'))

afterEach(() => {
  authDialogStore.getState().close({ force: true })
  sessionStore.getState().signOut()
})

describe('Create your account', () => {
  it('creates the account, then moves to Sign in with the student number and "Sign-up done: we sent you an e-mail. Sign in now."', async () => {
    const student = newStudent('Minh')
    const { dialog } = await openDialog('signup')
    const user = await fillSignup(dialog, student)
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))

    const signIn = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(within(signIn).getByRole('alert').textContent).toBe(
      'Sign-up done: we sent you an e-mail. Sign in now.',
    )
    expect(textbox(signIn, 'Student number').value).toBe(student.studentNumber)
    expect(document.activeElement).toBe(passwordInput(signIn))
    // Not signed in yet; the verification link is on its way to the university address.
    expect(sessionStore.getState().signedIn).toBe(false)
    expect(await mailedToken(student.email, '/u/verify')).toMatch(/\S{20,}/)
  })

  it('answers a student number that has an account as a new one, telling nobody it is taken', async () => {
    const taken = await createStudent('Lan')
    const { dialog } = await openDialog('signup')
    const user = await fillSignup(dialog, { ...newStudent('Lan'), studentNumber: taken.studentNumber })
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    const signIn = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(within(signIn).getByRole('alert').textContent).toBe(
      'Sign-up done: we sent you an e-mail. Sign in now.',
    )
  })

  it('shows why the service refused the password (a common one) under the field', async () => {
    const { dialog } = await openDialog('signup')
    const user = await fillSignup(dialog, { ...newStudent(), password: 'baseball' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }))
    expect(
      await within(dialog).findByText('This password is too common: choose one that is harder to guess.'),
    )
    expect(passwordInput(dialog).value).toBe('baseball')
    expect(document.activeElement).toBe(passwordInput(dialog))
  })
})

describe('Sign in', () => {
  it('from a blocked route: stores the session with the profile, closes the dialog and opens the page', async () => {
    const student = await createStudent('Hoa')
    const user = userEvent.setup()
    const { router } = renderShell('/order/new', runtime())
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    await user.type(textbox(dialog, 'Student number'), `  ${student.studentNumber} `)
    await user.type(passwordInput(dialog), student.password)
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByRole('heading', { name: 'Order New' })).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(router.state.location.pathname).toBe('/order/new')
    expect(sessionStore.getState()).toMatchObject({
      loginType: 'app',
      user: { first_name: 'Hoa', email: student.email, verified: false },
      account: { balance: 0 },
    })
    expect(screen.getByRole('button', { name: 'Hoa' })).toBeTruthy()
  })

  it('says "The student number or password is incorrect. Check both, or reset your password.", keeps what was typed, and sends once however often clicked', async () => {
    const student = await createStudent()
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const user = userEvent.setup()
    const { dialog } = await openDialog()
    await user.type(textbox(dialog, 'Student number'), student.studentNumber)
    await user.type(passwordInput(dialog), 'not-the-password')
    const button = within(dialog).getByRole('button', { name: 'Sign in' }) as HTMLButtonElement
    fireEvent.submit(button.form!)
    fireEvent.submit(button.form!)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.disabled).toBe(true)

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The student number or password is incorrect. Check both, or reset your password.',
    )
    expect(loginCalls(fetchSpy)).toHaveLength(1)
    expect(button.disabled).toBe(false)
    expect(textbox(dialog, 'Student number').value).toBe(student.studentNumber)
    expect(passwordInput(dialog).value).toBe('not-the-password')
    expect(document.activeElement).toBe(passwordInput(dialog))
    expect(sessionStore.getState().signedIn).toBe(false)
  })

  it('passes on the service’s wait after too many failed attempts', async () => {
    const student = await createStudent()
    const user = userEvent.setup()
    const { dialog } = await openDialog()
    await user.type(textbox(dialog, 'Student number'), student.studentNumber)
    await user.type(passwordInput(dialog), 'wrong-password')
    const alert = async () => (await within(dialog).findByRole('alert')).textContent
    for (let attempt = 1; attempt <= 5; attempt++) {
      await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
      await waitFor(async () =>
        expect(await alert()).toBe(
          'The student number or password is incorrect. Check both, or reset your password.',
        ),
      )
      await waitFor(() =>
        expect(within(dialog).getByRole('button', { name: 'Sign in' }).hasAttribute('disabled')).toBe(false),
      )
    }
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }))
    await waitFor(async () =>
      expect(await alert()).toBe('Too many failed sign-in attempts: try again in 15 minutes'),
    )
  })

  it('reopens when the server refuses the stored session', async () => {
    await signedInStudent()
    await endSessionElsewhere()
    renderShell('/citation', runtime())
    // The start-up profile load answers 401: signed out, and asked to sign in again (not locked: public page).
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(sessionStore.getState().signedIn).toBe(false)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Citation listing' })).toBeTruthy()
  })
})

describe('Sign in by a link', () => {
  it('mails a link for the student number, and the link’s page signs in on this device', async () => {
    const student = await createStudent('Hoa')
    const { dialog, router } = await openDialog('login')
    const user = userEvent.setup()
    await user.type(textbox(dialog, 'Student number'), student.studentNumber)
    await user.click(within(dialog).getByRole('button', { name: 'Email me a sign-in link' }))
    expect(
      (await within(dialog).findByText(/a sign-in link is on its way\. It works once, for 15 minutes\./))
        .textContent,
    ).toContain(student.email)
    const token = await mailedToken(student.email, '/u/signin')
    act(() => authDialogStore.getState().close({ force: true }))
    await act(() => router.navigate(`/u/signin?token=${token}`))
    await user.click(await screen.findByRole('button', { name: 'Sign in to Unikit' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'))
    expect(sessionStore.getState().signedIn).toBe(true)
  })

  it('says when a sign-in link is used or unknown', async () => {
    renderShell('/u/signin?token=not-a-real-token', runtime())
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to Unikit' }))
    expect(await screen.findByText(/This sign-in link is invalid or has expired/)).toBeTruthy()
  })
})

describe('Reset password', () => {
  it('mails a link to the university address, with the same answer for an unknown one', async () => {
    const student = await createStudent()
    const user = userEvent.setup()
    const { dialog } = await openDialog('reset')
    await user.type(textbox(dialog, 'Email'), student.studentNumber)
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'A password reset link has been sent to your e-mail. Please check your inbox.',
    )
    expect(await mailedToken(student.email, '/u/reset')).toBeTruthy()

    await user.clear(textbox(dialog, 'Email'))
    await user.type(textbox(dialog, 'Email'), newStudent().studentNumber)
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'A password reset link has been sent to your e-mail. Please check your inbox.',
      ),
    )
  })

  it('says "That address cannot be used. Enter your student number." for an address the service refuses', async () => {
    const user = userEvent.setup()
    const { dialog } = await openDialog('reset')
    await user.type(textbox(dialog, 'Email'), 'not a student')
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'That address cannot be used. Enter your student number.',
    )
    expect(textbox(dialog, 'Email').value).toBe('not a student')
  })
})
