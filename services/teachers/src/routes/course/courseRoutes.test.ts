import { testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTeachers, startTeachers } from '../../testing/startTeachers.ts'

let teachers: RunningTeachers
let staff: Awaited<ReturnType<RunningTeachers['accounts']['staff']>>
let alice: typeof staff
let bob: typeof staff

const course = (code: string, name: string) =>
  teachers.call(staff, 'POST', '/api/private/teacher/staff/course/create', { code, name })

beforeAll(async () => {
  teachers = await startTeachers()
  staff = await teachers.accounts.staff()
  alice = await teachers.accounts.student()
  bob = await teachers.accounts.student()
  for (const [code, name] of [
    ['ECON1192', 'Macroeconomics 1'],
    ['ECON1193', 'Business Statistics 1'],
    ['ECON2000', 'Kinh tế vi mô'],
    ['COSC2429', 'Introduction to Programming'],
    ['MKTG1205', 'Marketing Principles'],
  ])
    expect((await course(code as string, name as string)).status).toBe(200)
})
afterAll(() => teachers.close())

const suggest = async (q: string) =>
  (await teachers.call(alice, 'GET', `/api/private/course/suggest?q=${encodeURIComponent(q)}`)).body.data.map(
    (found: { code: string }) => found.code,
  )
const starred = async (who: typeof staff) =>
  (await teachers.call(who, 'GET', '/api/private/course/starred')).body.data.map(
    (found: { code: string }) => found.code,
  )
const star = (who: typeof staff, code: string, value: boolean) =>
  teachers.call(who, 'POST', '/api/private/course/star', { code, starred: value })

describe('a course of the list', () => {
  it('is found by its code however it is typed', async () => {
    for (const typed of ['ECON1192', 'econ1192', 'econ 1192', 'ECON-1192']) {
      const answer = await teachers.call(
        alice,
        'GET',
        `/api/private/course/get?code=${encodeURIComponent(typed)}`,
      )
      expect(answer.body).toEqual({ data: { code: 'ECON1192', name: 'Macroeconomics 1', starred: false } })
    }
  })

  it('is 404 COURSE_NOT_LISTED when the list has no such code, and needs a session', async () => {
    const missing = await teachers.call(alice, 'GET', '/api/private/course/get?code=ECON9999')
    expect(missing.status).toBe(404)
    expect(missing.body.error).toEqual({
      code: 'COURSE_NOT_LISTED',
      message: 'No course ECON9999 on the course list',
    })
    expect((await teachers.call(alice, 'GET', '/api/private/course/get?code=economics')).status).toBe(404)
    expect((await teachers.call(null, 'GET', '/api/private/course/get?code=ECON1192')).status).toBe(401)
  })
})

describe('suggestions', () => {
  it('put the code first, then names, folding case and diacritics', async () => {
    expect(await suggest('econ1192')).toEqual(['ECON1192'])
    expect(await suggest('econ 119')).toEqual(['ECON1192', 'ECON1193'])
    expect((await suggest('econ')).slice(0, 3)).toEqual(['ECON1192', 'ECON1193', 'ECON2000'])
    expect(await suggest('kinh te')).toEqual(['ECON2000'])
    expect(await suggest('KINH TẾ VI')).toEqual(['ECON2000'])
    expect(await suggest('programming')).toEqual(['COSC2429'])
    expect(await suggest('statistics')).toEqual(['ECON1193'])
  })

  it('take the query as text, never as a pattern, and find nothing in nothing', async () => {
    expect(await suggest('%')).toEqual([])
    expect(await suggest('_')).toEqual([])
    expect(await suggest('   ')).toEqual([])
    expect((await teachers.call(null, 'GET', '/api/private/course/suggest?q=econ')).status).toBe(401)
  })
})

describe('starred courses', () => {
  it('are kept per student, newest first, and starring twice is once', async () => {
    expect((await star(bob, 'ECON1192', true)).body).toEqual({ data: { starred: true } })
    expect((await star(bob, 'ECON1192', true)).status).toBe(200)
    await star(bob, 'MKTG1205', true)
    expect(await starred(bob)).toEqual(['MKTG1205', 'ECON1192'])
    expect(await starred(alice)).toEqual([])
    const page = await teachers.call(bob, 'GET', '/api/private/course/get?code=econ1192')
    expect(page.body.data.starred).toBe(true)
    expect((await star(bob, 'ECON1192', false)).body).toEqual({ data: { starred: false } })
    expect((await star(bob, 'ECON1192', false)).status).toBe(200)
    expect(await starred(bob)).toEqual(['MKTG1205'])
  })

  it('need a course of the list and a session', async () => {
    expect((await star(alice, 'ECON9999', true)).status).toBe(404)
    expect((await star(alice, 'econ1192', true)).status).toBe(400)
    expect((await teachers.call(null, 'GET', '/api/private/course/starred')).status).toBe(401)
  })

  it('are in the student’s data, and go with a deleted account', async () => {
    const carol = await teachers.accounts.student()
    await star(carol, 'COSC2429', true)
    const exported = await teachers.call(carol, 'GET', '/api/private/teachers/me/export')
    expect(exported.body.data.starredCourses).toMatchObject([
      { code: 'COSC2429', name: 'Introduction to Programming' },
    ])
    const erased = await teachers.app.inject({
      method: 'POST',
      url: '/internal/privacy/erase-user',
      headers: { 'x-internal-token': teachers.app.config.INTERNAL_TOKEN ?? '' },
      payload: { userId: carol.userId, email: carol.email },
    })
    expect(erased.statusCode).toBe(200)
    expect(await starred(carol)).toEqual([])
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('stars at once, on PostgreSQL', () => {
  it('ten stars of one course by one student at once keep one star', async () => {
    const dave = await teachers.accounts.student()
    const answers = await Promise.all(Array.from({ length: 10 }, () => star(dave, 'ECON1193', true)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const rows = await teachers.app.db
      .selectFrom('course_stars')
      .selectAll()
      .where('user_id', '=', dave.userId)
      .execute()
    expect(rows).toHaveLength(1)
  })
})
