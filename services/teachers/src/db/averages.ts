import { sql } from 'kysely'
import { agedInsight, insightWeight, semesterOf } from './insightAge.ts'
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

/** What a lecturer's public insights add up to beside the averages (docs/product/feedback.md#averages). */
export interface InsightTotals {
  /** How many gave each overall score, 1 to 5. */
  distribution: number[]
  /** The weighted share, 0 to 1, of those who said that they would take the lecturer again. */
  wouldTakeAgain: number | null
  wouldTakeAgainCount: number
  agedCount: number
}

/**
 * The averages of a lecturer's public insights, all time and from the semester numbered `recentFrom` on
 * (`semesterIndex`), with the distribution of the overall score and the share who would take the lecturer again,
 * in one pass over the lecturer's insights. Insights about a semester before `freshFrom` weigh RATING_AGED_WEIGHT
 * in the averages and the share (docs/product/feedback.md#averages).
 */
export async function averagesOf(
  db: TeachersDb,
  teacherId: number,
  courseId: number | undefined,
  semesters: { recentFrom: number; freshFrom: number },
): Promise<{ recent: AverageRow; allTime: AverageRow; totals: InsightTotals }> {
  const recent = sql<boolean>`${semesterOf()} >= ${semesters.recentFrom}`
  const weight = insightWeight(semesters.freshFrom)
  const weighted = (column: string) =>
    sql<number | null>`(sum(${weight} * ${sql.ref(column)}) / nullif(sum(${weight}), 0))::float8`
  const row = await db
    .selectFrom('ratings')
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`count(*) filter (where ${recent})`.as('recent_n'),
      ...dimensions.flatMap((key) => [
        weighted(`r_${key}`).as(key),
        sql<number | null>`(avg(${sql.ref(`r_${key}`)}) filter (where ${recent}))::float8`.as(
          `recent_${key}`,
        ),
      ]),
      ...[1, 2, 3, 4, 5].map((score) =>
        sql<string>`count(*) filter (where r_all = ${score})`.as(`d${score}`),
      ),
      sql<
        number | null
      >`((sum(${weight}) filter (where would_take_again)) / nullif(sum(${weight}) filter (where would_take_again is not null), 0))::float8`.as(
        'wta',
      ),
      sql<string>`count(would_take_again)`.as('wta_n'),
      sql<string>`count(*) filter (where ${agedInsight(semesters.freshFrom)})`.as('aged_n'),
    ])
    .where('teacher_id', '=', teacherId)
    .where('status', '=', 'public')
    .$if(courseId !== undefined, (query) => query.where('course_id', '=', courseId as number))
    .executeTakeFirstOrThrow()
  return toAggregates(row as unknown as Record<string, number | string | null>)
}

/** The averages and totals from the row of `averagesOf`'s statement (its column names). */
export function toAggregates(values: Record<string, number | string | null>): {
  recent: AverageRow
  allTime: AverageRow
  totals: InsightTotals
} {
  const pick = (prefix: string, count: unknown): AverageRow => ({
    count: Number(count),
    all: values[`${prefix}all`] as number | null,
    nice: values[`${prefix}nice`] as number | null,
    fair: values[`${prefix}fair`] as number | null,
    time: values[`${prefix}time`] as number | null,
    hard: values[`${prefix}hard`] as number | null,
  })
  return {
    recent: pick('recent_', values.recent_n),
    allTime: pick('', values.n),
    totals: {
      distribution: [1, 2, 3, 4, 5].map((score) => Number(values[`d${score}`])),
      wouldTakeAgain: (values.wta as number | null) ?? null,
      wouldTakeAgainCount: Number(values.wta_n),
      agedCount: Number(values.aged_n),
    },
  }
}

/** Each course of a lecturer with its public insights counted and their weighted overall average. */
export async function courseAveragesOf(db: TeachersDb, teacherId: number, freshFrom: number) {
  const weight = insightWeight(freshFrom)
  const rows = await db
    .selectFrom('ratings')
    .select([
      'course_id',
      sql<string>`count(*)`.as('n'),
      sql<number>`(sum(${weight} * r_all) / sum(${weight}))::float8`.as('overall'),
    ])
    .where('teacher_id', '=', teacherId)
    .where('status', '=', 'public')
    .groupBy('course_id')
    .execute()
  return toCourseAverages(rows)
}

/** Each course's count and overall average, by course id, from the rows of `courseAveragesOf`'s statement. */
export function toCourseAverages(
  rows: readonly { course_id: number; n: string | number; overall: number | null }[],
) {
  return new Map(rows.map((row) => [Number(row.course_id), { count: Number(row.n), overall: row.overall }]))
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
