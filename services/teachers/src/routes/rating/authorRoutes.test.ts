import type { SignedIn } from '@unikit/accounts/testing'
import { testDatabaseKind } from '@unikit/service-kit/testing'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningTeachers, startTeachers } from '../../testing/startTeachers.ts'

let teachers: RunningTeachers
let staff: SignedIn
let lecturer: { id: number; courses: { id: number; code: string }[] }

beforeAll(async () => {
  teachers = await startTeachers()
  staff = await teachers.accounts.staff()
  lecturer = await teachers.lecturer(staff, 'Kiều Thị Diệu Linh', ['ISYS2101', 'COSC2659'])
  await teachers.call(staff, 'POST', '/api/private/teacher/staff/tag/create', { name: 'Clear explanations' })
})
afterAll(() => teachers.close())

let semester = 0
/** A new insight's body; each call takes another semester, so one student can write several. */
const insight = (overrides: Record<string, unknown> = {}) => {
  semester += 1
  return {
    teacher_id: lecturer.id,
    course_id: lecturer.courses[0]?.id,
    semester: (semester % 3) + 1,
    year: 2019 + Math.floor(semester / 3),
    note: 'Clear lectures and fair marking.',
    tags: ['Clear explanations'],
    rating: { all: 4, nice: 4, fair: 4, time: 4, hard: 3 },
    would_take_again: true,
    grade: 'DI',
    ...overrides,
  }
}
const save = async (who: SignedIn, body: object) => {
  const answer = await teachers.call(who, 'POST', '/api/private/teacher/rating/save', body)
  if (answer.status !== 200) throw new Error(JSON.stringify(answer.body))
  return answer.body.data as { id: number; status: string }
}
const mine = async (who: SignedIn) =>
  (await teachers.call(who, 'GET', '/api/private/teacher/rating/list?author_id=me&page_size=50')).body.data
const setStatus = (id: number, status: string, reason?: string) =>
  teachers.call(staff, 'POST', '/api/private/teacher/rating/set_status', { id, status, reason })
const inbox = async (who: SignedIn) => {
  await teachers.app.notices.drain()
  return (await teachers.accounts.call('GET', '/api/private/notification/list', { token: who.token })).body
    .data as { kind: string; title: string; text: string; link: string }[]
}
/** Moves an insight's writing date back, as if written `days` ago. */
const writtenDaysAgo = (id: number, days: number) =>
  sql`update ratings set created_at = now() - make_interval(days => ${days}) where id = ${id}`.execute(
    teachers.app.db,
  )

describe('My insights', () => {
  it('shows the author each state, and tells them by notice and mail when staff publish or hide one', async () => {
    const author = await teachers.accounts.student()
    const held = await save(author, insight({ note: 'Dạy như lồn' }))
    const hidden = await save(author, insight())
    expect(held.status).toBe('pending')
    expect(await inbox(author)).toEqual([])

    expect((await setStatus(held.id, 'public')).status).toBe(200)
    expect((await setStatus(hidden.id, 'hidden', 'names a classmate')).status).toBe(200)
    // Deciding again what is already so tells nobody twice.
    expect((await setStatus(held.id, 'public')).status).toBe(200)

    const notices = await inbox(author)
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'insight.hidden',
        title: 'Your insight on Kiều Thị Diệu Linh was hidden',
        text: expect.stringContaining('ISYS2101: names a classmate.'),
        link: '/feedback/mine',
      }),
      expect.objectContaining({
        kind: 'insight.published',
        title: 'Your insight on Kiều Thị Diệu Linh is published',
      }),
    ])
    const mail = await teachers.accounts.mailTo(author.email, /is published/)
    expect(mail.text).toContain('ISYS2101')

    const own = await mine(author)
    expect(own.find((row: { id: number }) => row.id === held.id)).toMatchObject({
      status: 'public',
      status_reason: null,
      teacher_name: 'Kiều Thị Diệu Linh',
      would_take_again: true,
      grade: 'DI',
    })
    expect(own.find((row: { id: number }) => row.id === hidden.id)).toMatchObject({
      status: 'hidden',
      status_reason: 'names a classmate',
      editable_until: expect.any(String),
    })
    // The reason is the author's to read, not another student's.
    const reader = await teachers.accounts.student()
    const listed = await teachers.call(
      reader,
      'GET',
      `/api/private/teacher/rating/list?teacher_id=${lecturer.id}`,
    )
    expect(JSON.stringify(listed.body)).not.toContain('names a classmate')
  })

  it('lets the author edit within 30 days, checked and moderated again, and refuses it after', async () => {
    const author = await teachers.accounts.student()
    const { teacher_id, ...fields } = insight()
    const first = await save(author, { teacher_id, ...fields })
    const edit = (body: object) =>
      teachers.call(author, 'POST', '/api/private/teacher/rating/edit', { id: first.id, ...fields, ...body })
    const edited = await edit({ note: 'Better on reflection.', would_take_again: false, grade: null })
    expect(edited.status).toBe(200)
    expect(edited.body.data).toMatchObject({
      note: 'Better on reflection.',
      would_take_again: false,
      grade: null,
      status: 'public',
    })
    // The word list holds an edit as it holds a new insight.
    expect((await edit({ note: 'Dạy như lồn' })).body.data.status).toBe('pending')
    expect((await edit({ tags: ['Made up'] })).body.error.code).toBe('UNKNOWN_TAG')
    expect((await edit({ grade: 'A+' })).status).toBe(400)
    // Nobody else edits it.
    const other = await teachers.accounts.student()
    const theirs = await teachers.call(other, 'POST', '/api/private/teacher/rating/edit', {
      ...fields,
      id: first.id,
    })
    expect(theirs.body.error.code).toBe('RATING_NOT_FOUND')
    // Onto a course and semester they rated already: refused, not merged.
    const second = await save(author, insight())
    const clash = await teachers.call(author, 'POST', '/api/private/teacher/rating/edit', {
      ...fields,
      id: second.id,
    })
    expect(clash).toMatchObject({ status: 409, body: { error: { code: 'INSIGHT_EXISTS' } } })

    await writtenDaysAgo(first.id, 31)
    expect(await edit({ note: 'Too late.' })).toMatchObject({
      status: 409,
      body: { error: { code: 'EDIT_WINDOW_CLOSED' } },
    })
    // Saving the same course and semester again is an edit too, and is refused the same way.
    const again = await teachers.call(author, 'POST', '/api/private/teacher/rating/save', {
      teacher_id,
      ...fields,
    })
    expect(again.body.error.code).toBe('EDIT_WINDOW_CLOSED')
    expect((await mine(author)).find((row: { id: number }) => row.id === first.id).note).toBe('Dạy như lồn')
  })

  it('keeps an insight staff hid hidden through an edit', async () => {
    const author = await teachers.accounts.student()
    const { teacher_id, ...fields } = insight()
    const saved = await save(author, { teacher_id, ...fields })
    await setStatus(saved.id, 'hidden', 'Off topic')
    const edited = await teachers.call(author, 'POST', '/api/private/teacher/rating/edit', {
      ...fields,
      id: saved.id,
      note: 'Now on topic, promise.',
    })
    expect(edited.body.data).toMatchObject({ status: 'hidden', status_reason: 'Off topic' })
  })

  it('lets the author delete within 30 days only', async () => {
    const author = await teachers.accounts.student()
    const young = await save(author, insight())
    const old = await save(author, insight())
    await writtenDaysAgo(old.id, 45)
    const remove = (id: number) => teachers.call(author, 'POST', '/api/private/teacher/rating/delete', { id })
    expect((await remove(young.id)).status).toBe(200)
    expect((await remove(young.id)).body.error.code).toBe('RATING_NOT_FOUND')
    expect((await remove(old.id)).body.error.code).toBe('EDIT_WINDOW_CLOSED')
    expect((await mine(author)).map((row: { id: number }) => row.id)).toEqual([old.id])
  })
})

describe('helpful votes', () => {
  it('counts one per student, toggles, and is not for one’s own insight or staff', async () => {
    const author = await teachers.accounts.student()
    const saved = await save(author, insight())
    const vote = (who: SignedIn, helpful: boolean) =>
      teachers.call(who, 'POST', '/api/private/teacher/rating/helpful', { id: saved.id, helpful })
    const reader = await teachers.accounts.student()
    expect((await vote(reader, true)).body.data).toEqual({ helpful: 1, helped: true })
    expect((await vote(reader, true)).body.data).toEqual({ helpful: 1, helped: true })
    const seen = await teachers.call(
      reader,
      'GET',
      `/api/private/teacher/rating/list?teacher_id=${lecturer.id}`,
    )
    expect(seen.body.data.find((row: { id: number }) => row.id === saved.id)).toMatchObject({
      helpful: 1,
      helped: true,
    })
    expect((await vote(reader, false)).body.data).toEqual({ helpful: 0, helped: false })
    expect((await vote(author, true)).body.error.code).toBe('CANNOT_VOTE_OWN')
    expect((await vote(staff, true)).body.error.code).toBe('STAFF_CANNOT_RATE')
    await setStatus(saved.id, 'hidden', 'Off topic')
    expect((await vote(reader, true)).body.error.code).toBe('RATING_NOT_FOUND')
  })
})

describe.runIf(testDatabaseKind() === 'postgres')('helpful votes on PostgreSQL, many at once', () => {
  it('ends with the count equal to the votes after 20 toggles at once, from one student and from twenty', async () => {
    const author = await teachers.accounts.student()
    const saved = await save(author, insight())
    const vote = (who: SignedIn, helpful: boolean) =>
      teachers.call(who, 'POST', '/api/private/teacher/rating/helpful', { id: saved.id, helpful })
    const counted = async () => {
      const { rows } = await sql<{ kept: number; votes: number }>`
        select helpful_count as kept, (select count(*)::int from rating_helpful where rating_id = ${saved.id}) as votes
        from ratings where id = ${saved.id}`.execute(teachers.app.db)
      return rows[0] as { kept: number; votes: number }
    }

    const one = await teachers.accounts.student()
    const toggles = await Promise.all(Array.from({ length: 20 }, (_, n) => vote(one, n % 2 === 0)))
    expect(toggles.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    const afterOne = await counted()
    expect(afterOne.kept).toBe(afterOne.votes)
    expect(afterOne.votes).toBeLessThanOrEqual(1)

    const readers = await Promise.all(Array.from({ length: 20 }, () => teachers.accounts.student()))
    await Promise.all(readers.map((reader) => vote(reader, true)))
    await Promise.all(readers.flatMap((reader, n) => [vote(reader, n % 2 === 0), vote(reader, true)]))
    const afterMany = await counted()
    expect(afterMany.kept).toBe(afterMany.votes)
    expect(afterMany.votes).toBeGreaterThanOrEqual(10 + afterOne.votes)
  })
})
