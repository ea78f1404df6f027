import { type RawBuilder, sql } from 'kysely'
import type { TeachersDb } from './schema.ts'

export interface LecturerRow {
  id: number
  fullname: string
  major: string | null
  campus: string | null
  bio: string | null
  hobbies: string | null
  style: string | null
  avatar_id: string | null
  retired_at: Date | null
  insight_count: number
  overall: number | null
  last_insight_at: Date | null
}

/** Lecturers with their public insights counted: the base of every list. */
function lecturers(db: TeachersDb) {
  return db
    .selectFrom('teachers as t')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('ratings')
          .select((inner) => [
            'teacher_id',
            inner.fn.countAll<number>().as('n'),
            inner.fn.avg<number>('r_all').as('overall'),
            inner.fn.max('created_at').as('last_at'),
          ])
          .where('status', '=', 'public')
          .groupBy('teacher_id')
          .as('s'),
      (join) => join.onRef('s.teacher_id', '=', 't.id'),
    )
    .select([
      't.id',
      't.fullname',
      't.major',
      't.campus',
      't.bio',
      't.hobbies',
      't.style',
      't.avatar_id',
      't.retired_at',
      sql<number>`coalesce(s.n, 0)::int`.as('insight_count'),
      sql<number | null>`s.overall::float8`.as('overall'),
      's.last_at as last_insight_at',
    ])
}

type LecturerQuery = ReturnType<typeof lecturers>

async function page(
  query: LecturerQuery,
  where: RawBuilder<boolean>,
  db: TeachersDb,
  paging: { page: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    query
      .where(where)
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute() as Promise<LecturerRow[]>,
    db
      .selectFrom('teachers as t')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

const teaching = sql<boolean>`t.retired_at is null`

/**
 * Lecturers still teaching (staff: all), those with the most recent insights first
 * (docs/product/feedback.md#home).
 */
export function listRecentlyRated(
  db: TeachersDb,
  paging: { page: number; pageSize: number },
  options = { includeRetired: false },
) {
  const query = lecturers(db).orderBy(sql`s.last_at desc nulls last`).orderBy('t.fullname').orderBy('t.id')
  return page(query, options.includeRetired ? sql<boolean>`true` : teaching, db, paging)
}

/**
 * Lecturers whose folded name holds the folded query (`nguyen van` finds `Nguyễn Văn An`), or who teach a course
 * whose code starts with it (`cosc2429`); retired ones only for staff.
 */
export function searchLecturers(
  db: TeachersDb,
  folded: string,
  options: { page: number; pageSize: number; includeRetired: boolean },
) {
  const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
  const code = folded.replace(/[^a-z0-9]/g, '').toUpperCase()
  const codeMatch = code
    ? sql<boolean>`exists (select 1 from teacher_courses tc join courses c on c.id = tc.course_id
        where tc.teacher_id = t.id and c.code like ${`${code}%`})`
    : sql<boolean>`false`
  const matches = sql<boolean>`(t.search_name like ${pattern} or ${codeMatch})`
  const where = options.includeRetired ? matches : sql<boolean>`${matches} and ${teaching}`
  return page(lecturers(db).orderBy('t.fullname').orderBy('t.id'), where, db, options)
}

export async function findLecturer(db: TeachersDb, id: number): Promise<LecturerRow | undefined> {
  return (await lecturers(db).where('t.id', '=', id).executeTakeFirst()) as LecturerRow | undefined
}

/** Whether any lecturer is on the list. */
export async function hasAnyLecturer(db: TeachersDb): Promise<boolean> {
  return (await db.selectFrom('teachers').select('id').limit(1).executeTakeFirst()) !== undefined
}

export function insertLecturer(db: TeachersDb, values: Omit<LecturerFields, 'id'>): Promise<{ id: number }> {
  return db.insertInto('teachers').values(values).returning('id').executeTakeFirstOrThrow()
}

export interface LecturerFields {
  fullname: string
  search_name: string
  major: string | null
  campus: string | null
  bio: string | null
  hobbies: string | null
  style: string | null
}

export async function updateLecturer(db: TeachersDb, id: number, values: LecturerFields): Promise<boolean> {
  const result = await db.updateTable('teachers').set(values).where('id', '=', id).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function setRetired(db: TeachersDb, id: number, retired: boolean): Promise<boolean> {
  const result = await db
    .updateTable('teachers')
    .set({ retired_at: retired ? sql<Date>`coalesce(retired_at, now())` : null })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Points a lecturer at a new avatar; the old object's id, to discard in the same transaction. */
export async function replaceAvatar(db: TeachersDb, id: number, objectId: string) {
  const before = await db
    .selectFrom('teachers')
    .select('avatar_id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  if (!before) return undefined
  await db.updateTable('teachers').set({ avatar_id: objectId }).where('id', '=', id).execute()
  return { previous: before.avatar_id }
}
