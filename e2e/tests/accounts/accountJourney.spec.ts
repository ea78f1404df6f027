import { expect, test } from '@playwright/test'
import {
  dialog,
  mailedLink,
  newStudent,
  passwordField,
  seriousAxeIssues,
  signInInDialog,
  signUpInDialog,
  storedToken,
} from './accountSteps.ts'

test.describe('a student’s account', () => {
  test('signs up, verifies the address, signs in from a blocked route, edits the profile and the password, logs out for good', async ({
    page,
    request,
  }) => {
    const student = newStudent('Minh')

    // Sign up from the header's Sign in.
    await page.goto('/citation')
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    await dialog(page, 'Sign in').getByRole('button', { name: 'Create your account' }).click()
    await signUpInDialog(page, student)
    const signIn = dialog(page, 'Sign in')
    await expect(signIn.getByRole('alert')).toHaveText('Sign-up done: we sent you an e-mail. Sign in now.')
    await expect(signIn.getByRole('textbox', { name: 'Student number' })).toHaveValue(student.studentNumber)
    await expect(passwordField(signIn, 'Password')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(signIn).toBeHidden()

    // The verification link from the outbox, opened signed out.
    const verifyPath = await mailedLink(student.email, '/u/verify')
    await page.goto(verifyPath)
    await expect(page.getByText(`Your e-mail address ${student.email} is verified.`)).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    // A members-only page asks for a sign-in and opens once it is done.
    await page.goto('/order/new')
    await expect(dialog(page, 'Sign in')).toBeVisible()
    await signInInDialog(page, student.studentNumber, 'not-the-password')
    await expect(dialog(page, 'Sign in').getByRole('alert')).toHaveText(
      'The student number or password is incorrect. Check both, or reset your password.',
    )
    await expect(dialog(page, 'Sign in').getByRole('textbox', { name: 'Student number' })).toHaveValue(
      student.studentNumber,
    )
    await passwordField(dialog(page, 'Sign in'), 'Password').fill(student.password)
    await dialog(page, 'Sign in').getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL(/\/order\/new$/)
    await expect(page.locator('[data-remote="orders"]')).toBeAttached()

    // The header: first name with its menu, and the balance in VND; verified, so no notice.
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: student.firstName })).toBeVisible()
    await expect(page.getByRole('region', { name: 'My balance' })).toContainText(/\d[\d.]* ₫/)
    await expect(page.getByRole('region', { name: 'E-mail verification' })).toHaveCount(0)

    // Profile: the menu's Profile opens /account on User info.
    await header.getByRole('button', { name: student.firstName }).click()
    await page.getByRole('menuitem', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
    const firstName = page.getByRole('textbox', { name: 'First name' })
    await expect(firstName).toHaveValue(student.firstName)
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(student.email)
    expect(await seriousAxeIssues(page)).toEqual([])
    await firstName.fill('')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('This field is required.')).toBeVisible()
    await expect(firstName).toBeFocused()
    await firstName.fill('Lan')
    await page.getByRole('textbox', { name: 'Phone' }).fill('0901 234 567')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Your profile is saved.')).toBeVisible()
    await expect(header.getByRole('button', { name: 'Lan' })).toBeVisible()
    // Another address asks for the current password; the same one does not.
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill(`x${student.email}`)
    await expect(passwordField(page, 'Current password')).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])
    await email.fill(student.email)
    await expect(passwordField(page, 'Current password')).toHaveCount(0)

    // Password: refused, then changed.
    await page.getByRole('tab', { name: 'User password' }).click()
    const newPassword = `${student.password}-2`
    await passwordField(page, 'Password').fill(student.password)
    await passwordField(page, 'New password').fill(newPassword)
    await passwordField(page, 'Password confirmation').fill(`${newPassword}x`)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('The two new passwords do not match.')).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])
    await passwordField(page, 'Password').fill('not-my-password')
    await passwordField(page, 'Password confirmation').fill(newPassword)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Your current password is incorrect.')).toBeVisible()
    await passwordField(page, 'Password').fill(student.password)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Your password is changed. Your other devices are signed out.')).toBeVisible()
    await expect(passwordField(page, 'Password')).toHaveValue('')

    // Sign out: home, signed out, and the old token is refused by the server.
    const token = await storedToken(page)
    expect(token).toBeTruthy()
    const revoked = page.waitForResponse((response) =>
      response.url().endsWith('/api/private/accounts/logout'),
    )
    await header.getByRole('button', { name: 'Lan' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await revoked
    await expect(page).toHaveURL(/\/$/)
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible()
    expect(await storedToken(page)).toBeNull()
    const reuse = await request.get('/api/private/me', { headers: { Authorization: `Bearer ${token}` } })
    expect(reuse.status()).toBe(401)

    // The new password is the one that works now.
    await page.goto('/account')
    await signInInDialog(page, student.studentNumber, newPassword)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Lan')
  })

  test('resets a forgotten password with the mailed link', async ({ page }) => {
    const student = newStudent('Hoa')
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    await dialog(page, 'Sign in').getByRole('button', { name: 'Create your account' }).click()
    await signUpInDialog(page, student)
    await expect(dialog(page, 'Sign in').getByRole('alert')).toHaveText(
      'Sign-up done: we sent you an e-mail. Sign in now.',
    )

    await dialog(page, 'Sign in').getByRole('button', { name: 'Forgot your password?' }).click()
    const reset = dialog(page, 'Reset password')
    await expect(reset.getByRole('textbox', { name: 'Email' })).toHaveValue(student.studentNumber)
    await reset.getByRole('button', { name: 'Reset' }).click()
    await expect(reset.getByRole('status')).toHaveText(
      'A password reset link has been sent to your e-mail. Please check your inbox.',
    )
    expect(await seriousAxeIssues(page)).toEqual([])

    const resetPath = await mailedLink(student.email, '/u/reset')
    await page.goto(resetPath)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    const newPassword = `${student.password}-new`
    await passwordField(page, 'New password').fill(newPassword)
    await passwordField(page, 'Password confirmation').fill(newPassword)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(dialog(page, 'Sign in')).toBeVisible()
    await expect(
      page.getByText('Your password has been changed. Sign in with your new password.'),
    ).toBeVisible()
    await signInInDialog(page, student.studentNumber, newPassword)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hoa' })).toBeVisible()

    // The link worked once.
    await page.goto(resetPath)
    await passwordField(page, 'New password').fill(`${newPassword}-again`)
    await passwordField(page, 'Password confirmation').fill(`${newPassword}-again`)
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(
      page.getByText('This password reset link is invalid or has expired.', { exact: false }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Request a new link' }).click()
    await expect(dialog(page, 'Reset password')).toBeVisible()
  })
})
