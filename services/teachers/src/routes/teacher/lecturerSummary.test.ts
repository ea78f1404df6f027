import type { SignedIn } from '@unikit/accounts/testing'
import { currentSemester } from '@unikit/contracts/teachers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTeachers, startTeachers } from '../../testing/startTeachers.ts'

let teachers: RunningTeachers
let staff: SignedIn
let reader: SignedIn
let lecturer: { id: number; courses: { id: number; code: string }[] }
const ids: Record<string, number> = {}

/** Four insights: two of this semester, one about 2019 (aged, weighing half), and one staff hid. */
beforeAll(async () => {
  teachers = await startTeachers()
  staff = await teachers.accounts.staff()
  reader = await teachers.accounts.student()
  lecturer = await teachers.lecturer(staff, 'Nguyễn Hữu Nghĩa', ['COMM2596', 'COMM2602'])
  await teachers.call(staff, 'POST', '/api/private/teacher/staff/tag/create', { name: 'Caring' })
  const now = currentSemester(new Date())
  const write = async (name: string, all: number, hard: number, wouldTakeAgain: boolean, year = now.year) => {
    const author = await teachers.accounts.student()
    const saved = await teachers.call(author, 'POST', '/api/private/teacher/rating/save', {
      teacher_id: lecturer.id,
      course_id: lecturer.courses[0]?.id,
      semester: year === now.year ? now.semester : 1,
      year,
      note: `Insight ${name}`,
      tags: ['Caring'],
      rating: { all, nice: 3, fair: 3, time: 3, hard },
      would_take_again: wouldTakeAgain,
    })
    ids[name] = saved.body.data.id
  }
  await write('a', 5, 2, true)
  await write('b', 3, 4, false)
  await write('aged', 1, 5, false, 2019)
  await write('hidden', 2, 1, true)
  await teachers.call(staff, 'POST', '/api/private/teacher/rating/set_status', {
    id: ids.hidden,
    status: 'hidden',
    reason: 'Off topic',
  })
})
afterAll(() => teachers.close())

const vote = async (id: number) => {
  const voter = await teachers.accounts.student()
  await teachers.call(voter, 'POST', '/api/private/teacher/rating/helpful', { id, helpful: true })
}

describe("a lecturer's summary", () => {
  it('leaves hidden insights out, weighs aged ones half, and counts each in the distribution', async () => {
    const page = await teachers.call(reader, 'GET', `/api/private/teacher/get?id=${lecturer.id}`)
    expect(page.status).toBe(200)
    // (5 + 3 + 1 × ½) / 2.5 = 3.4; unweighted the three would be 3.0, and with the hidden 2.75.
    expect(page.body.data.all_time).toMatchObject({ count: 3, all: 3.4, hard: 3.4 })
    expect(page.body.data.recent).toMatchObject({ count: 2, all: 4, hard: 3 })
    expect(page.body.data.overall).toBe(3.4)
    expect(page.body.data.summary).toEqual({
      count: 3,
      distribution: [1, 0, 1, 0, 1],
      would_take_again: 40,
      would_take_again_count: 3,
      difficulty: 3.4,
      aged_count: 1,
      by_course: [
        { course: expect.objectContaining({ code: 'COMM2596' }), count: 3, overall: 3.4 },
        { course: expect.objectContaining({ code: 'COMM2602' }), count: 0, overall: null },
      ],
    })
    const card = await teachers.call(reader, 'GET', '/api/private/teacher/search?name=nghia')
    expect(card.body.data[0]).toMatchObject({ insight_count: 3, overall: 3.4 })
    const other = await teachers.call(
      reader,
      'GET',
      `/api/private/teacher/get?id=${lecturer.id}&course_id=${lecturer.courses[1]?.id}`,
    )
    expect(other.body.data.summary).toMatchObject({
      count: 0,
      distribution: [0, 0, 0, 0, 0],
      would_take_again: null,
    })
  })

  it('sorts by newest, most helpful, highest and lowest, aged insights last and marked', async () => {
    await vote(ids.b as number)
    await vote(ids.b as number)
    await vote(ids.a as number)
    await vote(ids.aged as number)
    const order = async (sort: string) => {
      const list = await teachers.call(
        reader,
        'GET',
        `/api/private/teacher/rating/list?teacher_id=${lecturer.id}&sort=${sort}`,
      )
      return list.body.data.map((row: { id: number; aged: boolean }) => [row.id, row.aged])
    }
    const { a, b, aged } = ids as { a: number; b: number; aged: number }
    expect(await order('newest')).toEqual([
      [b, false],
      [a, false],
      [aged, true],
    ])
    expect(await order('helpful')).toEqual([
      [b, false],
      [a, false],
      [aged, true],
    ])
    expect((await order('highest')).map(([id]: [number]) => id)).toEqual([a, b, aged])
    expect((await order('lowest')).map(([id]: [number]) => id)).toEqual([b, a, aged])
    expect((await teachers.call(reader, 'GET', '/api/private/teacher/rating/list?sort=best')).status).toBe(
      400,
    )
  })
})
