import type { SignedIn } from '@unikit/accounts/testing'
import type { CourseLecturer } from '@unikit/contracts/courses'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../seed/seedDemo.ts'
import { type RunningTeachers, startTeachers } from '../../testing/startTeachers.ts'

let teachers: RunningTeachers
let staff: SignedIn
let reader: SignedIn

beforeAll(async () => {
  teachers = await startTeachers()
  // The demo first: it seeds only a service that has no lecturer yet.
  await seedDemo(teachers.app)
  staff = await teachers.accounts.staff()
  reader = await teachers.accounts.student()
})
afterAll(() => teachers.close())

const lecturersOf = (code: string, who: SignedIn | null = reader) =>
  teachers.call(who, 'GET', `/api/private/course/lecturers?code=${encodeURIComponent(code)}`)

/** A lecturer teaching these courses (ids), as staff add one. */
async function lecturer(fullname: string, courseIds: number[]) {
  const saved = await teachers.call(staff, 'POST', '/api/private/teacher/staff/teacher/save', {
    fullname,
    major: 'Economics',
    campus: 'Saigon South',
    bio: '',
    hobbies: '',
    style: '',
    course_ids: courseIds,
  })
  expect(saved.status).toBe(200)
  return saved.body.data.id as number
}

/** A new student's insight; the insight's id. */
async function insight(
  teacherId: number,
  courseId: number,
  values: { all: number; hard: number; again: boolean; note: string; year?: number; tags?: string[] },
) {
  const saved = await teachers.call(
    await teachers.accounts.student(),
    'POST',
    '/api/private/teacher/rating/save',
    {
      teacher_id: teacherId,
      course_id: courseId,
      semester: 1,
      year: values.year ?? 2025,
      note: values.note,
      tags: values.tags ?? [],
      rating: { all: values.all, nice: 4, fair: 4, time: 4, hard: values.hard },
      would_take_again: values.again,
    },
  )
  expect(saved.status).toBe(200)
  return saved.body.data.id as number
}

describe('a course’s lecturers', () => {
  it('are rated for this course alone, the most insights first, then by name, with the newest insights', async () => {
    const made = await teachers.call(staff, 'POST', '/api/private/teacher/staff/course/create', {
      code: 'TEST1001',
      name: 'Trade policy',
    })
    const other = await teachers.call(staff, 'POST', '/api/private/teacher/staff/course/create', {
      code: 'TEST1002',
      name: 'Something else',
    })
    const course = made.body.data.id as number
    const elsewhere = other.body.data.id as number
    const unrated = await lecturer('Bùi Văn Cường', [course])
    const once = await lecturer('Đặng Thị Hoa', [course, elsewhere])
    const twice = await lecturer('Võ Minh Khoa', [course])
    const retired = await lecturer('Lâm Cựu', [course])
    await teachers.call(staff, 'POST', '/api/private/teacher/staff/teacher/retire', {
      id: retired,
      retired: true,
    })
    await insight(once, course, { all: 4, hard: 2, again: true, note: 'Clear on tariffs.', tags: ['Caring'] })
    // Another course's insights do not count towards this one.
    await insight(once, elsewhere, { all: 1, hard: 5, again: false, note: 'Not this course.' })
    await insight(twice, course, { all: 5, hard: 4, again: true, note: 'Older one.', year: 2024 })
    await insight(twice, course, { all: 3, hard: 2, again: false, note: 'Tough but fair.' })
    await insight(twice, course, { all: 4, hard: 3, again: true, note: 'Newest one.' })

    const answer = await lecturersOf('test 1001')
    expect(answer.status).toBe(200)
    expect(answer.body.data.course).toEqual({ id: course, code: 'TEST1001', name: 'Trade policy' })
    const rows: CourseLecturer[] = answer.body.data.lecturers
    expect(rows.map((row) => row.fullname)).toEqual(['Võ Minh Khoa', 'Đặng Thị Hoa', 'Bùi Văn Cường'])
    const [most, one, none] = rows as [CourseLecturer, CourseLecturer, CourseLecturer]
    expect(most.id).toBe(twice)
    expect(most.summary).toMatchObject({ count: 3, would_take_again: 67, difficulty: 3, aged_count: 0 })
    expect(most.all_time.all).toBe(4)
    expect(most.latest.map((rating) => rating.note)).toEqual(['Newest one.', 'Tough but fair.'])
    expect(one).toMatchObject({
      id: once,
      summary: { count: 1, would_take_again: 100, difficulty: 2 },
      top_tags: [{ name: 'Caring', count: 1 }],
    })
    expect(one.latest.map((rating) => rating.course.code)).toEqual(['TEST1001'])
    expect(none).toMatchObject({
      id: unrated,
      summary: { count: 0, would_take_again: null, difficulty: null },
      all_time: { count: 0, all: null },
      top_tags: [],
      latest: [],
    })
  })

  it('are what each lecturer’s page gives for the seeded ECON1192', async () => {
    const answer = await lecturersOf('ECON1192')
    expect(answer.status).toBe(200)
    const rows: CourseLecturer[] = answer.body.data.lecturers
    expect(rows.map((row) => row.fullname).sort()).toEqual(['Mai Anh Tuấn', 'Phạm Thu Hà'])
    for (const row of rows) {
      const page = await teachers.call(
        reader,
        'GET',
        `/api/private/teacher/get?id=${row.id}&course_id=${answer.body.data.course.id}`,
      )
      const { by_course: _, ...summary } = page.body.data.summary
      expect(row.summary).toEqual(summary)
      expect(row.all_time).toEqual(page.body.data.all_time)
      expect(row.recent).toEqual(page.body.data.recent)
      expect(row.top_tags).toEqual(page.body.data.top_tags)
      expect(row.latest.length).toBe(Math.min(2, summary.count))
    }
    const counts = rows.map((row) => row.summary.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it('need a listed course, a code and a session', async () => {
    const missing = await lecturersOf('ECON9999')
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('COURSE_NOT_LISTED')
    expect((await lecturersOf('economics')).status).toBe(404)
    expect((await lecturersOf('')).status).toBe(400)
    expect((await teachers.call(reader, 'GET', '/api/private/course/lecturers')).status).toBe(400)
    expect((await lecturersOf('x'.repeat(21))).status).toBe(400)
    expect((await lecturersOf('ECON1192', null)).status).toBe(401)
  })
})
