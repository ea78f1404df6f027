import type { NameSearch } from '@unikit/service-kit'
import { type RawBuilder, sql } from 'kysely'
import { insightWeight } from './insightAge.ts'
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

/** Lecturers with their public insights counted and their overall average (aged ones weigh less): every list's base. */
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
            sql<number>`sum(${insightWeight()} * r_all) / sum(${insightWeight()})`.as('overall'),
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
 * Lecturers whose name matches by the kit's name search (diacritics and case ignored, typos tolerated:
 * docs/decisions/0755-one-name-search-in-the-kit.md), or who teach a course whose code starts with the query
 * (`cosc2429`, `COSC 2429`); names that contain the query first, ranked as the archive ranks them, then the closest
 * (a typo), then by course code alone. Retired ones only for staff.
 */
export function searchLecturers(
  db: TeachersDb,
  search: NameSearch,
  options: { page: number; pageSize: number; includeRetired: boolean },
) {
  const code = search.code.toUpperCase()
  const codeMatch = code
    ? sql<boolean>`exists (select 1 from teacher_courses tc join courses c on c.id = tc.course_id
        where tc.teacher_id = t.id and c.code like ${`${code}%`})`
    : sql<boolean>`false`
  const listed = options.includeRetired ? sql<boolean>`true` : teaching
  const containing = sql<number>`(select count(*) from teachers t where ${search.contains('t.search_name')} and ${listed})`
  const byName = sql<boolean>`(${search.contains('t.search_name')} or (${search.wantsTypos(containing)} and ${search.near('t.search_name')}))`
  // Contains first (by where and length), then near (by closeness, worked out only for those), then by code.
  const rank = sql<number>`case when ${search.contains('t.search_name')} then 2000000 + ${search.containsRank('t.search_name')}
    when ${byName} then 1000 * ${search.closeness('t.search_name')} else 0 end`
  const query = lecturers(db).orderBy(rank, 'desc').orderBy('t.fullname').orderBy('t.id')
  return page(query, sql<boolean>`(${byName} or ${codeMatch}) and ${listed}`, db, options)
}

export async function findLecturer(db: TeachersDb, id: number): Promise<LecturerRow | undefined> {
  return (await lecturers(db).where('t.id', '=', id).executeTakeFirst()) as LecturerRow | undefined
}

/** The lecturers who teach a course and still teach, in name order. */
export async function lecturersTeaching(db: TeachersDb, courseId: number): Promise<LecturerRow[]> {
  return (await lecturers(db)
    .where(teaching)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('teacher_courses as tc')
          .select('tc.course_id')
          .whereRef('tc.teacher_id', '=', 't.id')
          .where('tc.course_id', '=', courseId),
      ),
    )
    .orderBy('t.fullname')
    .orderBy('t.id')
    .execute()) as LecturerRow[]
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
