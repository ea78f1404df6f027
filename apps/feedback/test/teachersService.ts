import { newVerifiedStudent, signInElsewhere, signInPageAs } from '@unikit/auth/testing'
import { pageOrigin, pageServices } from '@unikit/config/vitest-page-origin'
import type { Rating, RatingSaveBody, ReportReason } from '@unikit/contracts/teachers'

// Records made in the real teachers service the pages call, as students or staff would make them elsewhere.

/** The page signed in as the seeded staff member or student. */
export const pageAs = (who: 'staff' | 'student') =>
  signInPageAs(pageServices().accountsUrl, pageServices()[who])

/** A session of the seeded staff member or student on another device: its token. */
export const tokenOf = async (who: 'staff' | 'student') =>
  (await signInElsewhere(pageServices().accountsUrl, pageServices()[who])).token

/** Another verified student, signed in elsewhere: its token. */
export const anotherStudent = async () => {
  const student = await newVerifiedStudent(pageServices().accountsUrl)
  return (await signInElsewhere(pageServices().accountsUrl, student)).token
}

/** A call to the teachers service with a bearer token; the JSON answer, or a throw with the service's error. */
export async function callTeachers<T>(token: string, path: string, body?: unknown, origin = pageOrigin()) {
  const response = await fetch(`${origin}/api/private/teacher/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** Staff add a lecturer teaching a new course; the lecturer's and the course's ids. */
export async function newLecturer(staffToken: string, fullname: string) {
  const code = `TEST${Math.floor(Math.random() * 9000 + 1000)}`
  const course = (
    await callTeachers<{ data: { id: number } }>(staffToken, 'staff/course/create', {
      code,
      name: `Course ${code}`,
    })
  ).data
  const body = {
    fullname,
    major: 'IT',
    campus: 'Saigon South',
    bio: '',
    hobbies: '',
    style: '',
    course_ids: [course.id],
  }
  const saved = await callTeachers<{ data: { id: number } }>(staffToken, 'staff/teacher/save', body)
  return { id: saved.data.id, courseId: course.id, code }
}

/** A student's insight on the lecturer's course; the saved insight. */
export async function insight(
  token: string,
  lecturer: { id: number; courseId: number },
  overrides: Partial<RatingSaveBody> = {},
) {
  const body: RatingSaveBody = {
    teacher_id: lecturer.id,
    course_id: lecturer.courseId,
    semester: 1,
    year: 2025,
    note: 'Clear lectures and fair marking.',
    tags: [],
    rating: { all: 5, nice: 4, fair: 5, time: 4, hard: 3 },
    ...overrides,
  }
  return (await callTeachers<{ data: Rating }>(token, 'rating/save', body)).data
}

/** A report on an insight by someone other than its author. */
export const report = (token: string, id: number, reason: ReportReason = 'spam') =>
  callTeachers(token, 'rating/report', { id, reason, note: '' })
