import { expect, test } from '@playwright/test'
import {
  dialog,
  newStudent,
  passwordField,
  seriousAxeIssues,
  signInInDialog,
  signUpInDialog,
} from '../accounts/accountSteps.ts'

test.describe('Delete my account', () => {
  test('a wrong password keeps the account; the right one signs out to home for good', async ({ page }) => {
    const student = newStudent('Lan')

    // Sign up and sign in from the header.
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    await dialog(page, 'Sign in').getByRole('button', { name: 'Create your account' }).click()
    await signUpInDialog(page, student)
    await signInInDialog(page, student.studentNumber, student.password)
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page.getByRole('banner').getByRole('button', { name: student.firstName })).toBeVisible()

    // The account page's Your data says what goes and what stays, then asks for the password.
    await page.goto('/account')
    await page.getByRole('tab', { name: 'Your data' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Your data' })
    await expect(panel.getByText(/What stays, without your name:/)).toBeVisible()
    await panel.getByRole('button', { name: 'Delete my account' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' })
    await expect(passwordField(confirm, 'Password')).toBeFocused()
    expect(await seriousAxeIssues(page)).toEqual([])

    // A wrong password: said under the field, what was typed kept, still signed in.
    await passwordField(confirm, 'Password').fill('not-the-password')
    await confirm.getByRole('button', { name: 'Delete my account' }).click()
    await expect(confirm.getByText('Your password is incorrect. Check it and try again.')).toBeVisible()
    await expect(passwordField(confirm, 'Password')).toHaveValue('not-the-password')
    await expect(page).toHaveURL(/\/account$/)

    // The right one: home, signed out, with the toast.
    await passwordField(confirm, 'Password').fill(student.password)
    await confirm.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page.getByText('Your account has been deleted.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()

    // The account cannot sign in again.
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    await signInInDialog(page, student.studentNumber, student.password)
    await expect(dialog(page, 'Sign in').getByRole('alert')).toHaveText(
      'The student number or password is incorrect. Check both, or reset your password.',
    )
  })
})
