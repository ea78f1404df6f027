import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { accountApi, authDialogStore, sessionStore, signInWithPassword } from '@unikit/auth'
import { dropConnections, restoreConnections } from '@unikit/config/vitest-drop-connections'
import { toastStore } from '@unikit/design-system'
import { afterEach, describe, expect, it } from 'vitest'
import { describedBy } from '../../test/describedBy.ts'
import { passwordInput, textbox } from '../../test/fields.ts'
import { fakeRuntime, renderShell } from '../../test/renderShell.tsx'
import {
  createStudent,
  endSessionElsewhere,
  mailedToken,
  otherDeviceSession,
  sessionToken,
  signedInStaff,
  signedInStudent,
  tokenIsLive,
  verifiedStudent,
} from '../../test/testAccounts.ts'
import { notificationsApi } from '../notifications/notificationsApi.ts'

const notificationSettings = () => notificationsApi.settings()

const runtime = () => fakeRuntime({}).runtime

async function openAccount(path = '/account') {
  const view = renderShell(path, runtime())
  await screen.findByRole('heading', { level: 1, name: 'My account' })
  const info = await screen.findByRole('tabpanel', { name: 'User info' })
  return { ...view, info }
}

const toasts = () => toastStore.getState().toasts.map((toast) => `${toast.type}: ${toast.message}`)

afterEach(() => {
  authDialogStore.getState().close({ force: true })
  sessionStore.getState().signOut()
  toastStore.getState().clear()
})

describe('User info', () => {
  it('shows the profile and saves a change: "Your profile is saved.", kept by the service, shown in the header', async () => {
    const student = await signedInStudent('Minh')
    const user = userEvent.setup()
    const { info } = await openAccount()
    expect(textbox(info, 'First name').value).toBe('Minh')
    expect(textbox(info, 'Last name').value).toBe('Nguyễn')
    expect(textbox(info, 'Email').value).toBe(student.email)
    expect(textbox(info, 'Phone').value).toBe('')

    await user.clear(textbox(info, 'First name'))
    await user.type(textbox(info, 'First name'), 'Minh Anh')
    await user.type(textbox(info, 'Phone'), '+84 912 345 678')
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toasts()).toContain('success: Your profile is saved.'))
    expect(screen.getByRole('button', { name: 'Minh Anh' })).toBeTruthy()
    const { user: saved } = await accountApi.loadProfile()
    expect(saved).toMatchObject({ first_name: 'Minh Anh', phone: '+84 912 345 678' })
  })

  it('wants names and e-mail ("This field is required."), but not the phone', async () => {
    await signedInStudent()
    const user = userEvent.setup()
    const { info } = await openAccount()
    await user.clear(textbox(info, 'First name'))
    await user.clear(textbox(info, 'Email'))
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    expect(describedBy(textbox(info, 'First name'))).toBe('This field is required.')
    expect(describedBy(textbox(info, 'Email'))).toContain('This field is required.')
    expect(describedBy(textbox(info, 'Phone'))).toBe('')
    expect(document.activeElement).toBe(textbox(info, 'First name'))
    expect(toasts()).toEqual([])
  })

  it('says "Your profile could not be saved. Please try again." with the service’s reason under the phone, keeping what was typed', async () => {
    await signedInStudent()
    const user = userEvent.setup()
    const { info } = await openAccount()
    await user.type(textbox(info, 'Phone'), '12-ab')
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    expect((await within(info).findByRole('alert')).textContent).toBe(
      'Your profile could not be saved. Please try again.',
    )
    expect(describedBy(textbox(info, 'Phone'))).toBe('Phone must be a phone number, e.g. +84 912 345 678')
    expect(textbox(info, 'Phone').value).toBe('12-ab')
    expect(document.activeElement).toBe(textbox(info, 'Phone'))
  })

  it('refuses an address of another domain, and one that another account uses', async () => {
    const other = await createStudent()
    const student = await verifiedStudent()
    const user = userEvent.setup()
    const { info } = await openAccount()
    const email = textbox(info, 'Email')
    await user.clear(email)
    await user.type(email, 'minh@gmail.com')
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    expect(describedBy(email)).toContain('Please use your @rmit.edu.vn address.')

    await user.clear(email)
    await user.type(email, other.email.toUpperCase())
    await user.type(passwordInput(info, 'Current password'), student.password)
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    expect((await within(info).findByRole('alert')).textContent).toBe(
      'Your profile could not be saved. Please try again.',
    )
    expect(describedBy(email)).toContain('Another account already uses this e-mail address.')
  })

  it('a new address is unverified again: the notice asks to verify it', async () => {
    const student = await verifiedStudent()
    const user = userEvent.setup()
    const { info } = await openAccount()
    expect(await screen.findByText('Verified')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'E-mail verification' })).toBeNull()

    const next = `${student.studentNumber}x@rmit.edu.vn`
    await user.clear(textbox(info, 'Email'))
    await user.type(textbox(info, 'Email'), next)
    await user.type(passwordInput(info, 'Current password'), student.password)
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    const notice = await screen.findByRole('region', { name: 'E-mail verification' })
    expect(notice.textContent).toContain(next)
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(await mailedToken(next, '/u/verify')).toBeTruthy()
  })
})

describe('User info: a new e-mail address', () => {
  const currentPassword = (scope: HTMLElement) =>
    within(scope).queryByLabelText(/^Current password( \*)?$/, { selector: 'input' })

  it('asks for the current password while the address differs, and requires it', async () => {
    const student = await signedInStudent()
    const user = userEvent.setup()
    const { info } = await openAccount()
    expect(currentPassword(info)).toBeNull()

    const email = textbox(info, 'Email')
    await user.clear(email)
    await user.type(email, `${student.studentNumber}x@rmit.edu.vn`)
    const password = passwordInput(info, 'Current password')
    expect(password.type).toBe('password')
    expect(password.required).toBe(true)
    expect(password.autocomplete).toBe('current-password')
    expect(describedBy(password)).toBe('Needed to change your e-mail address.')

    // The same address in other letters is no change.
    await user.clear(email)
    await user.type(email, student.email.toUpperCase())
    expect(currentPassword(info)).toBeNull()

    await user.clear(email)
    await user.type(email, `${student.studentNumber}x@rmit.edu.vn`)
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    expect(describedBy(passwordInput(info, 'Current password'))).toContain(
      'Enter your current password to change your e-mail address.',
    )
    expect(document.activeElement).toBe(passwordInput(info, 'Current password'))
    expect(toasts()).toEqual([])
    expect((await accountApi.loadProfile()).user.email).toBe(student.email)
  })

  it('says when the current password is wrong, keeping everything typed; the right one saves', async () => {
    const student = await verifiedStudent('Minh')
    const user = userEvent.setup()
    const { info } = await openAccount()
    const next = `${student.studentNumber}y@rmit.edu.vn`
    await user.clear(textbox(info, 'First name'))
    await user.type(textbox(info, 'First name'), 'Minh Anh')
    await user.clear(textbox(info, 'Email'))
    await user.type(textbox(info, 'Email'), next)
    await user.type(passwordInput(info, 'Current password'), 'not-my-password')
    await user.click(within(info).getByRole('button', { name: 'Save' }))

    expect((await within(info).findByRole('alert')).textContent).toBe(
      'Your profile could not be saved. Please try again.',
    )
    const password = passwordInput(info, 'Current password')
    expect(describedBy(password)).toBe(
      'Needed to change your e-mail address. Your current password is incorrect.',
    )
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(password)
    expect(password.value).toBe('not-my-password')
    expect(textbox(info, 'Email').value).toBe(next)
    expect(textbox(info, 'First name').value).toBe('Minh Anh')
    // Still signed in: a wrong current password is not a 401.
    expect(sessionStore.getState().signedIn).toBe(true)
    expect((await accountApi.loadProfile()).user).toMatchObject({ email: student.email, first_name: 'Minh' })

    await user.clear(password)
    await user.type(password, student.password)
    await user.click(within(info).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toasts()).toContain('success: Your profile is saved.'))
    expect(currentPassword(info)).toBeNull()
    expect(textbox(info, 'Email').value).toBe(next)
    expect((await accountApi.loadProfile()).user).toMatchObject({ email: next, first_name: 'Minh Anh' })
  })
})

describe('User password', () => {
  async function openPasswordTab() {
    const user = userEvent.setup()
    await openAccount()
    await user.click(screen.getByRole('tab', { name: 'User password' }))
    return { user, panel: screen.getByRole('tabpanel', { name: 'User password' }) }
  }

  it('wants all three ("Enter a password.") and a matching confirmation', async () => {
    const student = await signedInStudent()
    const { user, panel } = await openPasswordTab()
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    for (const name of ['Password', 'New password', 'Password confirmation']) {
      expect(describedBy(passwordInput(panel, name))).toContain('Enter a password.')
    }
    expect(document.activeElement).toBe(passwordInput(panel, 'Password'))

    await user.type(passwordInput(panel, 'Password'), student.password)
    await user.type(passwordInput(panel, 'New password'), 'Another-long-one')
    await user.type(passwordInput(panel, 'Password confirmation'), 'Another-long-onE')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    expect(describedBy(passwordInput(panel, 'Password confirmation'))).toBe(
      'The two new passwords do not match.',
    )
    expect(document.activeElement).toBe(passwordInput(panel, 'Password confirmation'))
  })

  it('says when the current password is wrong, and when the service finds the new one weak', async () => {
    const student = await signedInStudent()
    const { user, panel } = await openPasswordTab()
    await user.type(passwordInput(panel, 'Password'), 'not-my-password')
    await user.type(passwordInput(panel, 'New password'), 'Another-long-one')
    await user.type(passwordInput(panel, 'Password confirmation'), 'Another-long-one')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'Your password could not be changed. Please try again.',
    )
    expect(describedBy(passwordInput(panel, 'Password'))).toBe(
      'Your current password. Your current password is incorrect.',
    )
    // Still signed in: a wrong current password is not a 401.
    expect(sessionStore.getState().signedIn).toBe(true)

    await user.clear(passwordInput(panel, 'Password'))
    await user.type(passwordInput(panel, 'Password'), student.password)
    await user.clear(passwordInput(panel, 'New password'))
    await user.type(passwordInput(panel, 'New password'), 'football')
    await user.clear(passwordInput(panel, 'Password confirmation'))
    await user.type(passwordInput(panel, 'Password confirmation'), 'football')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(describedBy(passwordInput(panel, 'New password'))).toContain(
        'This password is too common: choose one that is harder to guess.',
      ),
    )
  })

  it('changes it: "Your password is changed. Your other devices are signed out.", this session stays, the others end', async () => {
    const student = await signedInStudent()
    const other = await otherDeviceSession(student)
    const { user, panel } = await openPasswordTab()
    await user.type(passwordInput(panel, 'Password'), student.password)
    await user.type(passwordInput(panel, 'New password'), 'A-brand-new-password')
    await user.type(passwordInput(panel, 'Password confirmation'), 'A-brand-new-password')
    await user.click(within(panel).getByRole('button', { name: 'Save' }))
    await waitFor(() =>
      expect(toasts()).toContain('success: Your password is changed. Your other devices are signed out.'),
    )
    expect(passwordInput(panel, 'Password').value).toBe('')
    expect(await tokenIsLive(sessionToken())).toBe(true)
    expect(await tokenIsLive(other)).toBe(false)
    await expect(
      signInWithPassword({ email: student.email, password: 'A-brand-new-password' }),
    ).resolves.toMatchObject({ profile: { user: { email: student.email } } })
  })
})

describe('markup in a name', () => {
  it('is shown as text in the header’s user menu and on the account page, never as an element', async () => {
    const name = '<img src=x onerror=alert(1)>'
    await signedInStudent(name)
    const user = userEvent.setup()
    const { info } = await openAccount()

    const menu = within(screen.getByRole('banner')).getByRole('button', { name })
    expect(menu.textContent).toContain(name)
    await user.click(menu)
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeTruthy()
    expect(textbox(info, 'First name').value).toBe(name)
    expect(document.querySelector('img[src="x"], [onerror]')).toBeNull()
    expect(document.body.innerHTML).not.toContain('<img src="x"')
  })
})

describe('the account routes', () => {
  it('/myaccount is the same page, its Account link marked current', async () => {
    await signedInStudent('Lan')
    await openAccount('/myaccount')
    const link = within(screen.getByRole('navigation', { name: 'Account' })).getByRole('link', {
      name: 'Account',
    })
    expect(link.getAttribute('aria-current')).toBe('page')
  })

  it('a profile the server refuses (401) ends the session and asks to sign in', async () => {
    await signedInStudent()
    await endSessionElsewhere()
    renderShell('/account', runtime())
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' })
    expect(sessionStore.getState().signedIn).toBe(false)
    expect(authDialogStore.getState()).toMatchObject({ locked: true, returnTo: '/account' })
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
  })
})

describe('Your data', () => {
  it('names every service it could not gather from, instead of a file with parts quietly missing', async () => {
    await signedInStudent('Lan')
    renderShell('/account', runtime())
    await userEvent.click(await screen.findByRole('tab', { name: 'Your data' }))
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }))
    // Only accounts runs beside these tests: orders, the archive and the feedback service are named.
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /could not be gathered from orders, drive, teachers/,
    )
  })
})

describe('Notifications', () => {
  it('lists every kind by tool with "Also by e-mail" on, and keeps a change', async () => {
    await signedInStudent()
    const user = userEvent.setup()
    renderShell('/account?tab=notifications', runtime())
    const panel = await screen.findByRole('tabpanel', { name: 'Notifications' })
    const quote = await within(panel).findByRole('checkbox', { name: 'A quote is ready to accept' })
    expect(within(panel).getByRole('group', { name: 'Orders' })).toBeTruthy()
    expect(within(panel).getByRole('group', { name: 'Top-ups' })).toBeTruthy()
    expect((quote as HTMLInputElement).checked).toBe(true)
    await user.click(quote)
    await waitFor(() => expect((quote as HTMLInputElement).disabled).toBe(false))
    expect((quote as HTMLInputElement).checked).toBe(false)
    const saved = await notificationSettings()
    expect(saved.find((setting) => setting.kind === 'order.quoted')?.mail).toBe(false)
  })

  it('puts a choice back and says so when it could not be saved; says when the settings could not be loaded', async () => {
    await signedInStudent()
    const user = userEvent.setup()
    renderShell('/account?tab=notifications', runtime())
    const panel = await screen.findByRole('tabpanel', { name: 'Notifications' })
    const quote = (await within(panel).findByRole('checkbox', {
      name: 'A quote is ready to accept',
    })) as HTMLInputElement
    dropConnections(/notification\/settings/)
    await user.click(quote)
    await waitFor(() => expect(toasts()[0]).toMatch(/^error: Your choice could not be saved/))
    expect(quote.checked).toBe(true)
    toastStore.getState().clear()
  })

  it('is not there for staff', async () => {
    await signedInStaff()
    renderShell('/account', runtime())
    await screen.findByRole('tabpanel', { name: 'User info' })
    expect(screen.queryByRole('tab', { name: 'Notifications' })).toBeNull()
    expect(screen.queryByText(/^Balance:/)).toBeNull()
  })
})

describe('Notifications, when the settings cannot be loaded', () => {
  it('says so, and Retry loads them', async () => {
    await signedInStudent()
    dropConnections(/notification\/settings/)
    const user = userEvent.setup()
    renderShell('/account?tab=notifications', runtime())
    const panel = await screen.findByRole('tabpanel', { name: 'Notifications' })
    expect((await within(panel).findByRole('alert')).textContent).toMatch(/could not be loaded/)
    restoreConnections()
    await user.click(within(panel).getByRole('button', { name: 'Retry' }))
    expect(await within(panel).findByRole('checkbox', { name: 'A quote is ready to accept' })).toBeTruthy()
  })
})
