import type { RatingSort } from '@unikit/contracts/teachers'
import { sql } from 'kysely'
import { agedInsight } from './insightAge.ts'
import type { RatingStatus, TeachersDb } from './schema.ts'

export interface RatingRow {
  id: number
  teacher_id: number
  teacher_name: string
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
  would_take_again: boolean | null
  grade: string | null
  helpful_count: number
  status_reason: string | null
  created_at: Date
  updated_at: Date
  /** Whether the reader marked it helpful (lists only). */
  helped?: boolean
}

function ratings(db: TeachersDb) {
  return db
    .selectFrom('ratings as r')
    .innerJoin('courses as c', 'c.id', 'r.course_id')
    .innerJoin('teachers as t', 't.id', 'r.teacher_id')
    .select([
      'r.id',
      'r.teacher_id',
      't.fullname as teacher_name',
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
      'r.would_take_again',
      'r.grade',
      'r.helpful_count',
      'r.status_reason',
      'r.created_at',
      'r.updated_at',
    ])
}

/** Whose insights a list shows: everyone's public ones, or one author's in every status. */
export type RatingScope = { public: true } | { authorId: string }

export interface RatingFilter {
  teacherId?: number | undefined
  courseId?: number | undefined
  /** The order of a public list (docs/product/feedback.md#reading-insights); an author's list is newest first. */
  sort?: RatingSort | undefined
  /** The first semester not aged (`freshFromSemester`): aged insights follow the rest in a public list. */
  freshFrom: number
}

const orders: Record<RatingSort, [string, 'asc' | 'desc'][]> = {
  newest: [],
  helpful: [['r.helpful_count', 'desc']],
  highest: [['r.r_all', 'desc']],
  lowest: [['r.r_all', 'asc']],
}

/**
 * A page of insights, optionally one lecturer's and one course's, each with whether `readerId` found it helpful:
 * a public list in the order asked, aged ones after the rest; an author's own newest first.
 */
export async function listRatings(
  db: TeachersDb,
  scope: RatingScope,
  filter: RatingFilter,
  paging: { page: number; pageSize: number },
  readerId: string,
) {
  let query = ratings(db).select(
    sql<boolean>`exists (select 1 from rating_helpful h where h.rating_id = r.id and h.voter_id = ${readerId})`.as(
      'helped',
    ),
  )
  let count = db.selectFrom('ratings as r').select((eb) => eb.fn.countAll<number>().as('n'))
  if ('authorId' in scope) {
    query = query.where('r.author_id', '=', scope.authorId)
    count = count.where('r.author_id', '=', scope.authorId)
  } else {
    query = query.where('r.status', '=', 'public').orderBy(agedInsight(filter.freshFrom, 'r'))
    count = count.where('r.status', '=', 'public')
    for (const [column, direction] of orders[filter.sort ?? 'newest']) {
      query = query.orderBy(sql.ref(column), direction)
    }
  }
  if (filter.teacherId) {
    query = query.where('r.teacher_id', '=', filter.teacherId)
    count = count.where('r.teacher_id', '=', filter.teacherId)
  }
  if (filter.courseId) {
    query = query.where('r.course_id', '=', filter.courseId)
    count = count.where('r.course_id', '=', filter.courseId)
  }
  const [rows, total] = await Promise.all([
    query
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize)
      .execute() as Promise<RatingRow[]>,
    count.executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
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
  would_take_again: boolean | null
  grade: string | null
}

/**
 * An edited insight's status (docs/product/feedback.md#moderation): one staff hid or reports took down stays so;
 * flagged words hold it for staff again; otherwise it is public.
 */
export const statusAfterEdit = (flagged: boolean) =>
  sql<RatingStatus>`case when ratings.status in ('hidden', 'reported') then ratings.status
    when ${flagged} then 'pending' else 'public' end`

/**
 * Saves a student's insight: a new one, or an edit of theirs for the same lecturer, course, semester and year
 * (the unique constraint decides, so concurrent saves leave one) while it was written after `editableSince`.
 * Undefined when the earlier one is too old to edit. The edit is moderated again (`statusAfterEdit`).
 */
export async function upsertRating(db: TeachersDb, values: RatingValues, editableSince: Date) {
  const flagged = values.flagged.length > 0
  return (
    db
      .insertInto('ratings')
      .values({ ...values, status: flagged ? 'pending' : 'public' })
      .onConflict((conflict) =>
        conflict
          .constraint('ratings_one_per_semester')
          .doUpdateSet({
            note: (eb) => eb.ref('excluded.note'),
            tags: (eb) => eb.ref('excluded.tags'),
            flagged: (eb) => eb.ref('excluded.flagged'),
            r_all: (eb) => eb.ref('excluded.r_all'),
            r_nice: (eb) => eb.ref('excluded.r_nice'),
            r_fair: (eb) => eb.ref('excluded.r_fair'),
            r_time: (eb) => eb.ref('excluded.r_time'),
            r_hard: (eb) => eb.ref('excluded.r_hard'),
            would_take_again: (eb) => eb.ref('excluded.would_take_again'),
            grade: (eb) => eb.ref('excluded.grade'),
            status: statusAfterEdit(flagged),
            updated_at: sql<Date>`now()`,
          })
          .where('ratings.created_at', '>', editableSince),
      )
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning(['id', sql<boolean>`xmax = 0`.as('created')])
      .executeTakeFirst()
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

/** Staff's decision: the status, and the reason its author reads when staff hid it (null otherwise). */
export async function setRatingStatus(
  db: TeachersDb,
  id: number,
  status: RatingStatus,
  reason: string | null = null,
): Promise<boolean> {
  const result = await db
    .updateTable('ratings')
    .set({ status, status_reason: reason, updated_at: sql<Date>`now()` })
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
    rows: rows as RatingRow[],
    total: Number(total.n),
  }))
}
