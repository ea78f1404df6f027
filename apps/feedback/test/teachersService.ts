import { callAs } from '@unikit/auth/testing'
import type { Rating, RatingSaveBody, ReportReason } from '@unikit/contracts/teachers'

// Records made in the real teachers service the pages call, as students or staff would make them elsewhere.

/** Staff add a course of its own (a code no other test uses); its id, code and name. */
export async function newCourse(staffToken: string) {
  const code = `TEST${Math.floor(Math.random() * 90_000 + 10_000)}`
  const course = { code, name: `Course ${code}` }
  const made = (await callAs<{ data: { id: number } }>(staffToken, 'teacher/staff/course/create', course))
    .data
  return { id: made.id, ...course }
}

/** Staff add a lecturer teaching a course of the list; the lecturer's id. */
export async function lecturerOf(staffToken: string, fullname: string, courseId: number) {
  const profile = { fullname, major: 'IT', campus: 'Saigon South', bio: '', hobbies: '', style: '' }
  const saved = await callAs<{ data: { id: number } }>(staffToken, 'teacher/staff/teacher/save', {
    ...profile,
    course_ids: [courseId],
  })
  return saved.data.id
}

/** Staff add a lecturer teaching a new course; the lecturer's and the course's ids, and the course's code. */
export async function newLecturer(staffToken: string, fullname: string) {
  const course = await newCourse(staffToken)
  return { id: await lecturerOf(staffToken, fullname, course.id), courseId: course.id, code: course.code }
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
    would_take_again: true,
    ...overrides,
  }
  return (await callAs<{ data: Rating }>(token, 'teacher/rating/save', body)).data
}

/** Another student finds the insight helpful. */
export const helpful = (token: string, id: number) =>
  callAs(token, 'teacher/rating/helpful', { id, helpful: true })

/** Staff decide on an insight: publish it, or hide it with a reason. */
export const decide = (staffToken: string, id: number, status: 'public' | 'hidden', reason?: string) =>
  callAs(staffToken, 'teacher/rating/set_status', { id, status, ...(reason ? { reason } : {}) })

/** A report on an insight by someone other than its author. */
export const report = (token: string, id: number, reason: ReportReason = 'spam') =>
  callAs(token, 'teacher/rating/report', { id, reason, note: '' })
