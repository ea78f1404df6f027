import { sql } from 'kysely'
import type { TeachersDb } from './schema.ts'

export interface AverageRow {
  count: number
  all: number | null
  nice: number | null
  fair: number | null
  time: number | null
  hard: number | null
}

const dimensions = ['all', 'nice', 'fair', 'time', 'hard'] as const

/**
 * The averages of a lecturer's public insights, all time and from the semester numbered `recentFrom` on
 * (`semesterIndex`), in one pass over the lecturer's insights (docs/product/feedback.md#averages).
 */
export async function averagesOf(
  db: TeachersDb,
  teacherId: number,
  courseId: number | undefined,
  recentFrom: number,
): Promise<{ recent: AverageRow; allTime: AverageRow }> {
  const recent = sql<boolean>`(year * 3 + semester - 1) >= ${recentFrom}`
  const row = await db
    .selectFrom('ratings')
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`count(*) filter (where ${recent})`.as('recent_n'),
      ...dimensions.flatMap((key) => [
        sql<number | null>`avg(${sql.ref(`r_${key}`)})::float8`.as(key),
        sql<number | null>`(avg(${sql.ref(`r_${key}`)}) filter (where ${recent}))::float8`.as(
          `recent_${key}`,
        ),
      ]),
    ])
    .where('teacher_id', '=', teacherId)
    .where('status', '=', 'public')
    .$if(courseId !== undefined, (query) => query.where('course_id', '=', courseId as number))
    .executeTakeFirstOrThrow()
  const values = row as unknown as Record<string, number | string | null>
  const pick = (prefix: string, count: unknown): AverageRow => ({
    count: Number(count),
    all: values[`${prefix}all`] as number | null,
    nice: values[`${prefix}nice`] as number | null,
    fair: values[`${prefix}fair`] as number | null,
    time: values[`${prefix}time`] as number | null,
    hard: values[`${prefix}hard`] as number | null,
  })
  return { recent: pick('recent_', values.recent_n), allTime: pick('', values.n) }
}

/** The tags most often given to a lecturer in public insights, most frequent first. */
export async function topTagsOf(
  db: TeachersDb,
  teacherId: number,
  courseId: number | undefined,
  limit: number,
) {
  const course = courseId === undefined ? sql`` : sql`and course_id = ${courseId}`
  const result = await sql<{ name: string; count: number }>`
    select tag as name, count(*)::int as count
    from ratings cross join lateral unnest(tags) as tag
    where teacher_id = ${teacherId} and status = 'public' ${course}
    group by tag order by count(*) desc, tag limit ${limit}`.execute(db)
  return result.rows
}
