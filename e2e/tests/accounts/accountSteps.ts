import type { Locator, Page } from '@playwright/test'
import { mailedLink as readMailedLink } from '@unikit/test-fakes'
import { seriousAxeIssuesIn } from '../../support/pageChecks.ts'
import { run } from '../../support/run.ts'

export type Student = {
  firstName: string
  lastName: string
  studentNumber: string
  email: string
  password: string
}

/** A student nobody has used yet in this run. */
export function newStudent(name = 'Minh'): Student {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const studentNumber = `s${id}`
  return {
    firstName: name,
    lastName: 'Nguyễn',
    studentNumber,
    email: `${studentNumber}@rmit.edu.vn`,
    password: `Unikit-${id}-pass`,
  }
}

export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

/** A password input by its label (password inputs have no role; the label ends in a hidden " *"). */
export const passwordField = (scope: Page | Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\*)?$`))

/** Fills and sends Create your account in an open dialog. */
export async function signUpInDialog(page: Page, student: Student) {
  const signup = dialog(page, 'Create your account')
  await signup.getByRole('textbox', { name: 'First name' }).fill(student.firstName)
  await signup.getByRole('textbox', { name: 'Last name' }).fill(student.lastName)
  await signup.getByRole('textbox', { name: 'Student number' }).fill(student.studentNumber)
  await passwordField(signup, 'Password').fill(student.password)
  await signup.getByRole('button', { name: 'Sign up' }).click()
}

/** Fills and sends Sign in in an open dialog. */
export async function signInInDialog(page: Page, studentNumber: string, password: string) {
  const signIn = dialog(page, 'Sign in')
  await signIn.getByRole('textbox', { name: 'Student number' }).fill(studentNumber)
  await passwordField(signIn, 'Password').fill(password)
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** The path of the newest link to `path` mailed to `to`, from the platform's development outbox. */
export function mailedLink(to: string, path: string): Promise<string> {
  return readMailedLink(`http://localhost:${run.port}`, to, path)
}

/** The browser's session cookie: HttpOnly, so read from the context as devtools would, never by the page. */
export const SESSION_COOKIE = '__Host-unikit-session'

/**
 * The token of the browser's session cookie, or null when signed out. Tests send it as a bearer token to call the
 * API as that user (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
export async function storedToken(page: Page): Promise<string | null> {
  const cookies = await page.context().cookies()
  return cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? null
}

/**
 * Serious or critical axe findings in the page's content and in an open dialog. The header and footer are
 * checked by the shell's own tests.
 */
export const seriousAxeIssues = (page: Page) => seriousAxeIssuesIn(page, '#main')
