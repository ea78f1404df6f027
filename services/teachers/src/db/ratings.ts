import { sql } from 'kysely'
import type { RatingStatus, TeachersDb } from './schema.ts'

export interface RatingRow {
  id: number
  teacher_id: number
  course_id: number
  course_code: string
  course_name: string
  author_id: string
  semester: number
  year: number
  note: string
  tags: string[]
  status: RatingStatus
  flagged: string[]
  r_all: number
  r_nice: number
  r_fair: number
  r_time: number
  r_hard: number
  created_at: Date
  updated_at: Date
}

function ratings(db: TeachersDb) {
  return db
    .selectFrom('ratings as r')
    .innerJoin('courses as c', 'c.id', 'r.course_id')
    .select([
      'r.id',
      'r.teacher_id',
      'r.course_id',
      'c.code as course_code',
      'c.name as course_name',
      'r.author_id',
      'r.semester',
      'r.year',
      'r.note',
      'r.tags',
      'r.status',
      'r.flagged',
      'r.r_all',
      'r.r_nice',
      'r.r_fair',
      'r.r_time',
      'r.r_hard',
      'r.created_at',
      'r.updated_at',
    ])
}

async function paged(
  query: ReturnType<typeof ratings>,
  count: Promise<{ n: number | string | bigint }>,
  paging: { page: number; pageSize: number },
) {
  const [rows, total] = await Promise.all([
    query
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute() as Promise<RatingRow[]>,
    count,
  ])
  return { rows, total: Number(total.n) }
}

/** Whose insights a list shows: everyone's public ones, or one author's in every status. */
export type RatingScope = { public: true } | { authorId: string }

/** A page of insights, newest first, optionally one lecturer's and one course's. */
export function listRatings(
  db: TeachersDb,
  scope: RatingScope,
  filter: { teacherId?: number | undefined; courseId?: number | undefined },
  paging: { page: number; pageSize: number },
) {
  let query = ratings(db)
  let count = db.selectFrom('ratings as r').select((eb) => eb.fn.countAll<number>().as('n'))
  if ('authorId' in scope) {
    query = query.where('r.author_id', '=', scope.authorId)
    count = count.where('r.author_id', '=', scope.authorId)
  } else {
    query = query.where('r.status', '=', 'public')
    count = count.where('r.status', '=', 'public')
  }
  if (filter.teacherId) {
    query = query.where('r.teacher_id', '=', filter.teacherId)
    count = count.where('r.teacher_id', '=', filter.teacherId)
  }
  if (filter.courseId) {
    query = query.where('r.course_id', '=', filter.courseId)
    count = count.where('r.course_id', '=', filter.courseId)
  }
  return paged(query, count.executeTakeFirstOrThrow(), paging)
}

export async function findRating(db: TeachersDb, id: number): Promise<RatingRow | undefined> {
  return (await ratings(db).where('r.id', '=', id).executeTakeFirst()) as RatingRow | undefined
}

export interface RatingValues {
  teacher_id: number
  course_id: number
  author_id: string
  semester: number
  year: number
  note: string
  tags: string[]
  flagged: string[]
  r_all: number
  r_nice: number
  r_fair: number
  r_time: number
  r_hard: number
}

/**
 * Saves a student's insight: a new one, or an edit of theirs for the same lecturer, course, semester and year
 * (the unique constraint decides, so concurrent saves leave one). Flagged text waits for staff; an edit of an
 * insight that staff hid or that reports took down stays down (docs/product/feedback.md#moderation).
 */
export async function upsertRating(db: TeachersDb, values: RatingValues) {
  const status: RatingStatus = values.flagged.length > 0 ? 'pending' : 'public'
  return (
    db
      .insertInto('ratings')
      .values({ ...values, status })
      .onConflict((conflict) =>
        conflict.constraint('ratings_one_per_semester').doUpdateSet({
          note: (eb) => eb.ref('excluded.note'),
          tags: (eb) => eb.ref('excluded.tags'),
          flagged: (eb) => eb.ref('excluded.flagged'),
          r_all: (eb) => eb.ref('excluded.r_all'),
          r_nice: (eb) => eb.ref('excluded.r_nice'),
          r_fair: (eb) => eb.ref('excluded.r_fair'),
          r_time: (eb) => eb.ref('excluded.r_time'),
          r_hard: (eb) => eb.ref('excluded.r_hard'),
          status: sql<RatingStatus>`case when excluded.status = 'pending' then 'pending'
          when ratings.status in ('hidden', 'reported') then ratings.status else 'public' end`,
          updated_at: sql<Date>`now()`,
        }),
      )
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning(['id', sql<boolean>`xmax = 0`.as('created')])
      .executeTakeFirstOrThrow()
  )
}

/** Adds insights as they are, their dates included (the demo catalogue's, from past semesters). */
export async function insertRatings(
  db: TeachersDb,
  rows: readonly (Omit<RatingValues, 'flagged'> & { created_at: Date })[],
): Promise<void> {
  if (rows.length === 0) return
  await db
    .insertInto('ratings')
    .values([...rows])
    .execute()
}

export async function setRatingStatus(db: TeachersDb, id: number, status: RatingStatus): Promise<boolean> {
  const result = await db
    .updateTable('ratings')
    .set({ status, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteRating(db: TeachersDb, id: number): Promise<boolean> {
  const result = await db.deleteFrom('ratings').where('id', '=', id).executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** The staff queues: what the word list held back, or what has open reports; oldest first. */
export function listQueue(
  db: TeachersDb,
  queue: 'pending' | 'reported',
  paging: { page: number; pageSize: number },
) {
  const openReports = sql<boolean>`exists (select 1 from rating_reports rr where rr.rating_id = r.id and rr.resolved_at is null)`
  const where = queue === 'pending' ? sql<boolean>`r.status = 'pending'` : openReports
  const query = ratings(db)
    .innerJoin('teachers as t', 't.id', 'r.teacher_id')
    .select('t.fullname as teacher_name')
    .where(where)
    .orderBy('r.updated_at')
    .orderBy('r.id')
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize)
  const count = db
    .selectFrom('ratings as r')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(where)
    .executeTakeFirstOrThrow()
  return Promise.all([query.execute(), count]).then(([rows, total]) => ({
    rows: rows as (RatingRow & { teacher_name: string })[],
    total: Number(total.n),
  }))
}
