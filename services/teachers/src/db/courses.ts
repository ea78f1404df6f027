import { sql } from 'kysely'
import type { TeachersDb } from './schema.ts'

export interface CourseRow {
  id: number
  code: string
  name: string
}

/** The courses of these lecturers, by lecturer, in code order. */
export async function coursesOf(
  db: TeachersDb,
  teacherIds: readonly number[],
): Promise<Map<number, CourseRow[]>> {
  const byTeacher = new Map<number, CourseRow[]>(teacherIds.map((id) => [id, []]))
  if (teacherIds.length === 0) return byTeacher
  const rows = await db
    .selectFrom('teacher_courses as tc')
    .innerJoin('courses as c', 'c.id', 'tc.course_id')
    .select(['tc.teacher_id', 'c.id', 'c.code', 'c.name'])
    .where('tc.teacher_id', 'in', [...teacherIds])
    .orderBy('c.code')
    .execute()
  for (const { teacher_id, ...course } of rows) byTeacher.get(Number(teacher_id))?.push(course)
  return byTeacher
}

export function allCourses(db: TeachersDb): Promise<CourseRow[]> {
  return db.selectFrom('courses').select(['id', 'code', 'name']).orderBy('code').execute()
}

export function findCourse(db: TeachersDb, id: number): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst()
}

/** Whether the lecturer teaches the course. */
export async function teaches(db: TeachersDb, teacherId: number, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('teacher_courses')
    .select('course_id')
    .where('teacher_id', '=', teacherId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  return row !== undefined
}

/** A course as written, with its code and name folded for suggestions (`foldText` of both). */
export type NewCourse = { code: string; name: string; search_name: string }

export async function insertCourse(db: TeachersDb, course: NewCourse) {
  return db
    .insertInto('courses')
    .values(course)
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returning(['id', 'code', 'name'])
    .executeTakeFirst()
}

/** The lecturer's courses become exactly these. */
export async function replaceCourses(db: TeachersDb, teacherId: number, courseIds: readonly number[]) {
  await db.deleteFrom('teacher_courses').where('teacher_id', '=', teacherId).execute()
  if (courseIds.length === 0) return
  await db
    .insertInto('teacher_courses')
    .values(courseIds.map((course_id) => ({ teacher_id: teacherId, course_id })))
    .execute()
}

/** Which of these course ids exist. */
export async function existingCourseIds(db: TeachersDb, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', [...ids])
    .execute()
  return new Set(rows.map((row) => row.id))
}

/** Adds courses at once (the demo catalogue); their ids by code. */
export function insertCourses(db: TeachersDb, courses: readonly NewCourse[]) {
  return db
    .insertInto('courses')
    .values([...courses])
    .returning(['id', 'code'])
    .execute()
}

/** A course by its code as the list writes it (`ECON1192`). */
export function courseByCode(db: TeachersDb, code: string): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst()
}

/**
 * Courses whose folded code and name contain the folded query, or whose code starts with it written as a code:
 * codes starting with it first (in code order), then a word of the name starting with it, then the rest, shorter
 * names first (docs/product/course-page.md#suggestions).
 */
export function coursesMatching(
  db: TeachersDb,
  query: { text: string; code: string },
  limit: number,
): Promise<{ code: string; name: string }[]> {
  const escaped = query.text.replace(/[\\%_]/g, (match) => `\\${match}`)
  const code = query.code.replace(/[^A-Za-z0-9]/g, '').toUpperCase()
  return (
    db
      .selectFrom('courses')
      .select(['code', 'name'])
      .where((eb) =>
        eb.or([eb('search_name', 'like', `%${escaped}%`), ...(code ? [eb('code', 'like', `${code}%`)] : [])]),
      )
      .orderBy(
        sql`case when ${code} <> '' and code like ${`${code}%`} then 0
        when search_name like ${`% ${escaped}%`} then 1 else 2 end`,
      )
      // Codes that start with the query read in code order; names, the shorter first.
      .orderBy(sql`case when ${code} <> '' and code like ${`${code}%`} then code end`)
      .orderBy(sql`length(name)`)
      .orderBy('code')
      .limit(limit)
      .execute()
  )
}

/** The whole list, code and name, in code order: what the archive is sent. */
export function courseNames(db: TeachersDb): Promise<{ code: string; name: string }[]> {
  return db.selectFrom('courses').select(['code', 'name']).orderBy('code').execute()
}
