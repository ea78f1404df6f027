import { type APIRequestContext, type APIResponse, expect, type Locator, type Page } from '@playwright/test'
import { zipSync } from 'fflate'
import {
  dialog,
  mailedLink,
  newStudent,
  passwordField,
  type Student,
  signInInDialog,
  signUpInDialog,
  storedToken,
} from '../accounts/accountSteps.ts'
import { pageHeader } from '../headerSteps.ts'

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

/** The API as a signed-in client calls it from outside the page: a bearer token, JSON in and out. */
export function apiAs(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  const answer = async (response: APIResponse) => {
    if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`)
    return response.json()
  }
  return {
    get: async (path: string) => answer(await request.get(path, { headers })),
    post: async (path: string, data: object) => answer(await request.post(path, { headers, data })),
    /** Uploads a Word file for `purpose`; the stored file's id. */
    upload: async (purpose: 'sc' | 'output' | 'message', file = wordFile()): Promise<string> =>
      (
        await answer(
          await request.post(`/api/private/file/upload?purpose=${purpose}`, { headers, multipart: { file } }),
        )
      ).data.id,
  }
}

/** The seeded staff account's API, signed in from outside any page. */
export async function staffApi(request: APIRequestContext) {
  const login = await request.post('/api/private/login', {
    data: { email: `${staffLogin.studentNumber}@rmit.edu.vn`, password: staffLogin.password },
  })
  return apiAs(request, ((await login.json()) as { id: string }).id)
}

/** The API as the student signed in on `page` (their session cookie's token). */
export async function studentApi(page: Page) {
  const token = await storedToken(page)
  if (!token) throw new Error('no student is signed in on this page')
  return apiAs(page.request, token)
}

/** The header's bell, by its name with the count, e.g. "Notifications, 1 unread". */
export const bell = (page: Page, name: string | RegExp = /^Notifications/) =>
  pageHeader(page).getByRole('button', { name })
