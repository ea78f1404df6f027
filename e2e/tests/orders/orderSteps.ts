import { expect, type Locator, type Page } from '@playwright/test'
import { zipSync } from 'fflate'
import {
  dialog,
  mailedLink,
  newStudent,
  passwordField,
  type Student,
  signInInDialog,
  signUpInDialog,
} from '../accounts/accountSteps.ts'

/** The seeded staff account (README, demo accounts). */
export const staffLogin = { studentNumber: 'staff', password: 'Unikit-staff-2026' }

/** A Word document the upload accepts, named as a student would name it. */
export function wordFile(name = 'Bài luận.docx') {
  const text = (value: string) => new TextEncoder().encode(value)
  const buffer = Buffer.from(
    zipSync({
      '[Content_Types].xml': text('<Types><Override PartName="/word/document.xml"/></Types>'),
      'word/document.xml': text('<w:document>Bài luận về du lịch bền vững</w:document>'),
    }),
  )
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer,
  }
}

/** A new student, signed up, verified and signed in, on `path` (a members-only page opens the sign-in). */
export async function verifiedStudent(page: Page, path: string): Promise<Student> {
  const student = newStudent('Lan')
  await page.goto(path)
  await dialog(page, 'Sign in').getByRole('button', { name: 'Create your account' }).click()
  await signUpInDialog(page, student)
  await passwordField(dialog(page, 'Sign in'), 'Password').fill(student.password)
  await dialog(page, 'Sign in').getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.goto(await mailedLink(student.email, '/u/verify'))
  await expect(page.getByText(`Your e-mail address ${student.email} is verified.`)).toBeVisible()
  await page.goto(path)
  return student
}

/** Staff, signed in, on their desk. */
export async function staffDesk(page: Page, tab?: 'deliver' | 'topups' | 'audit') {
  await page.goto(`/staff/orders${tab ? `?tab=${tab}` : ''}`)
  await signInInDialog(page, staffLogin.studentNumber, staffLogin.password)
  await expect(page.getByRole('heading', { level: 1, name: 'Orders desk' })).toBeVisible()
}

/** The balance the header shows, e.g. "200.000 ₫" (on a phone, give the open menu drawer as `scope`). */
export const headerBalance = (scope: Page | Locator) => scope.getByRole('region', { name: 'My balance' })
