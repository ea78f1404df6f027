import { expect, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { dialog, passwordField, seriousAxeIssues } from './accountSteps.ts'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

test.describe('the sign-in dialog at 375 px', () => {
  test('fits the width in every mode, says what is missing, and stays accessible', async ({ page }) => {
    await page.goto('/account')
    const signIn = dialog(page, 'Sign in')
    // The dialog opens with a spinner while its forms load, then afresh with them: measure the one with the forms.
    await expect(signIn.getByRole('textbox', { name: 'Student number' })).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    const box = await signIn.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(375)
    // The suffix sits beside the input, inside the dialog.
    const suffix = signIn.getByText('Your address ends in @rmit.edu.vn')
    const suffixBox = await suffix.boundingBox()
    expect(suffixBox!.x + suffixBox!.width).toBeLessThanOrEqual(box!.x + box!.width)
    expect(await seriousAxeIssues(page)).toEqual([])

    await signIn.getByRole('button', { name: 'Sign in', exact: true }).tap()
    await expect(signIn.getByRole('alert')).toHaveText('Enter your student number and password.')
    await signIn.getByRole('textbox', { name: 'Student number' }).fill('s1@rmit.edu.vn')
    await passwordField(signIn, 'Password').fill('whatever1')
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).tap()
    await expect(signIn.getByText('Use your university e-mail address (…@rmit.edu.vn).')).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    await signIn.getByRole('button', { name: 'Create your account' }).tap()
    const signup = dialog(page, 'Create your account')
    await expect(signup.getByText('At least 8 characters, not your student number')).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    await signup.getByRole('button', { name: 'Sign up' }).tap()
    await expect(signup.getByRole('alert')).toHaveText('Enter your student number and password.')
    expect(await seriousAxeIssues(page)).toEqual([])

    await signup.getByRole('button', { name: 'Sign in' }).tap()
    await dialog(page, 'Sign in').getByRole('button', { name: 'Forgot your password?' }).tap()
    const reset = dialog(page, 'Reset password')
    // The student number typed in Sign in came along, "@" and all.
    await expect(reset.getByRole('textbox', { name: 'Email' })).toHaveValue('s1@rmit.edu.vn')
    await reset.getByRole('button', { name: 'Reset' }).tap()
    await expect(reset.getByText('Use your university e-mail address (…@rmit.edu.vn).')).toBeVisible()
    await reset.getByRole('textbox', { name: 'Email' }).fill('')
    await reset.getByRole('button', { name: 'Reset' }).tap()
    await expect(reset.getByText('Enter your student number.')).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    // Locked: neither Escape nor the backdrop closes it; "Back to home" does.
    await page.keyboard.press('Escape')
    await expect(reset).toBeVisible()
    await reset.getByRole('link', { name: 'Back to home' }).tap()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
