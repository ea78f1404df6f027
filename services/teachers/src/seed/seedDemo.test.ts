import type { SignedIn } from '@unikit/accounts/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTeachers, startTeachers } from '../testing/startTeachers.ts'
import { seedDemo } from './seedDemo.ts'

let teachers: RunningTeachers
let student: SignedIn

beforeAll(async () => {
  teachers = await startTeachers()
  student = await teachers.accounts.student()
  await seedDemo(teachers.app)
})
afterAll(() => teachers.close())

describe('the demo lecturers', () => {
  it('are thirty, with a few hundred insights, and seeding again adds nothing', async () => {
    await seedDemo(teachers.app)
    const list = await teachers.call(student, 'GET', '/api/private/teacher/list?page_size=50')
    expect(list.body.total).toBe(30)
    const insights = list.body.data.reduce(
      (sum: number, row: { insight_count: number }) => sum + row.insight_count,
      0,
    )
    expect(insights).toBeGreaterThan(250)
    expect(insights).toBeLessThan(650)
  })

  it('are found by a name typed without diacritics, and their averages are those of their insights', async () => {
    const found = await teachers.call(student, 'GET', '/api/private/teacher/search?name=nguyen%20van')
    // Those whose name holds the query first; other Nguyễns are near enough to follow.
    expect(found.body.data.map((row: { fullname: string }) => row.fullname).slice(0, 2)).toEqual([
      'Nguyễn Văn An',
      'Nguyễn Văn Bình',
    ])
    const id = found.body.data[0].id
    const page = await teachers.call(student, 'GET', `/api/private/teacher/get?id=${id}`)
    const all = await teachers.call(
      student,
      'GET',
      `/api/private/teacher/rating/list?teacher_id=${id}&page_size=50`,
    )
    const scores = all.body.data.map((row: { rating: { all: number } }) => row.rating.all)
    const mean = scores.reduce((sum: number, value: number) => sum + value, 0) / scores.length
    expect(page.body.data.all_time).toMatchObject({ count: scores.length, all: Math.round(mean * 10) / 10 })
    expect(page.body.data.recent.count).toBeLessThanOrEqual(scores.length)
    expect(page.body.data.top_tags.length).toBeLessThanOrEqual(5)
  })
})
