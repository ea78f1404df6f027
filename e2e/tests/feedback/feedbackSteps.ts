import { expect, type Locator, type Page } from '@playwright/test'
import { mailedLink, newStudent, type Student } from '../accounts/accountSteps.ts'

/**
 * A new student, signed up, verified and signed in through the API on `page`'s browser (the session cookie lands
 * in its context), for journeys where signing up is not the point.
 */
export async function studentThroughApi(page: Page, name = 'Lan'): Promise<Student> {
  const student = newStudent(name)
  const post = (path: string, data: object) => page.request.post(path, { data })
  const signup = await post('/api/private/signup', {
    first_name: student.firstName,
    last_name: student.lastName,
    email: student.email,
    password: student.password,
  })
  expect(signup.ok()).toBe(true)
  const link = new URL(await mailedLink(student.email, '/u/verify'), 'http://localhost')
  expect((await post('/api/private/u/verify', { token: link.searchParams.get('token') })).ok()).toBe(true)
  expect((await post('/api/private/login', { email: student.email, password: student.password })).ok()).toBe(
    true,
  )
  return student
}

/** The insight form's answers, filled as a student would: the first course, a semester, the note, every score. */
export async function fillInsight(
  form: Locator,
  answers: { semester: string; note: string; score: string; again: 'Yes' | 'No' },
) {
  await form.getByRole('combobox', { name: /^Course/ }).selectOption({ index: 1 })
  await form.getByRole('combobox', { name: /^Semester/ }).selectOption(answers.semester)
  await form.getByRole('textbox', { name: /^Your insight/ }).fill(answers.note)
  for (const question of ['Overall', 'approachable', 'fair was the marking', 'timely', 'difficult']) {
    await form
      .getByRole('group', { name: new RegExp(question) })
      .getByRole('radio', { name: answers.score })
      .check()
  }
  await form
    .getByRole('group', { name: 'Would you take this lecturer again?' })
    .getByRole('radio', { name: answers.again })
    .check()
}

/** The insights listed on a lecturer's page. */
export const insightItems = (page: Page) =>
  page.locator('section[aria-labelledby="insights-heading"] ol > li')

/** The notices in the signed-in student's inbox, newest first (the bell reads the same call). */
export async function noticesOf(page: Page): Promise<{ kind: string; title: string; link: string }[]> {
  const answer = await page.request.get('/api/private/notification/list')
  return ((await answer.json()) as { data: { kind: string; title: string; link: string }[] }).data
}

/** The subjects of the mail sent to `to`, from the platform's development outbox. */
export async function mailSubjects(page: Page, to: string): Promise<string[]> {
  const answer = await page.request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)
  return ((await answer.json()) as { data: { subject: string }[] }).data.map((mail) => mail.subject)
}
