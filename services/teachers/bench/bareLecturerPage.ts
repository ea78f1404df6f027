// The lecturer page's bare baseline (docs/decisions/0810-servers-measured-against-a-bare-baseline.md): `node:http` and
// `pg` only, running the statements the service runs for the two calls of a lecturer's page, as kysely sends
// them: `teacher/get` (the lecturer with its counts, then its courses, averages and top tags at once) and
// `teacher/rating/list` (a page of public insights and their count at once), and answering the same bodies (made by
// the service's own pure mappings). The
// student is the bearer token looked up in memory; no framework, hooks, validation, schema-driven serialisation
// or logging. Started by bench/lecturerPage.ts on the service's schema; sameAnswers checks it answers alike.
import { currentSemester, RATING_TOP_TAGS, semesterIndex } from '@unikit/contracts/teachers'
import { type BareHandler, benchSessionUser, startBareServer } from '@unikit/service-kit/bench'
import { oneDecimal, toLecturerSummary } from '../src/lecturers/toLecturerSummary.ts'
import { toRatingView } from '../src/ratings/toRatingView.ts'

const lecturerStatement = `select "t"."id", "t"."fullname", "t"."major", "t"."campus", "t"."bio", "t"."hobbies", "t"."style", "t"."avatar_id", "t"."retired_at", coalesce(s.n, 0)::int as "insight_count", s.overall::float8 as "overall", "s"."last_at" as "last_insight_at" from "teachers" as "t" left join (select "teacher_id", count(*) as "n", avg("r_all") as "overall", max("created_at") as "last_at" from "ratings" where "status" = $1 group by "teacher_id") as "s" on "s"."teacher_id" = "t"."id" where "t"."id" = $2`
const coursesStatement = `select "tc"."teacher_id", "c"."id", "c"."code", "c"."name" from "teacher_courses" as "tc" inner join "courses" as "c" on "c"."id" = "tc"."course_id" where "tc"."teacher_id" in ($1) order by "c"."code"`
const recent = (n: number) => `filter (where (year * 3 + semester - 1) >= $${n})`
const averagesStatement = `select count(*) as "n", count(*) ${recent(1)} as "recent_n", ${[
  'all',
  'nice',
  'fair',
  'time',
  'hard',
]
  .map(
    (key, n) =>
      `avg("r_${key}")::float8 as "${key}", (avg("r_${key}") ${recent(n + 2)})::float8 as "recent_${key}"`,
  )
  .join(', ')} from "ratings" where "teacher_id" = $7 and "status" = $8`
const topTagsStatement = `
    select tag as name, count(*)::int as count
    from ratings cross join lateral unnest(tags) as tag
    where teacher_id = $1 and status = 'public' 
    group by tag order by count(*) desc, tag limit $2`
const ratingsStatement = `select "r"."id", "r"."teacher_id", "r"."course_id", "c"."code" as "course_code", "c"."name" as "course_name", "r"."author_id", "r"."semester", "r"."year", "r"."note", "r"."tags", "r"."status", "r"."flagged", "r"."r_all", "r"."r_nice", "r"."r_fair", "r"."r_time", "r"."r_hard", "r"."created_at", "r"."updated_at" from "ratings" as "r" inner join "courses" as "c" on "c"."id" = "r"."course_id" where "r"."status" = $1 and "r"."teacher_id" = $2 order by "r"."created_at" desc, "r"."id" desc limit $3 offset $4`
const ratingsCountStatement = `select count(*) as "n" from "ratings" as "r" where "r"."status" = $1 and "r"."teacher_id" = $2`

type Averages = Record<string, number | null>
const averages = (row: Averages, prefix: string, count: unknown) => ({
  count: Number(count),
  all: oneDecimal(row[`${prefix}all`] ?? null),
  nice: oneDecimal(row[`${prefix}nice`] ?? null),
  fair: oneDecimal(row[`${prefix}fair`] ?? null),
  time: oneDecimal(row[`${prefix}time`] ?? null),
  hard: oneDecimal(row[`${prefix}hard`] ?? null),
})

const lecturer: BareHandler = async (request, pool) => {
  if (!benchSessionUser(request)) return { status: 401, body: { code: 'UNAUTHORIZED' } }
  const id = Number(request.url.searchParams.get('id'))
  const row = (await pool.query(lecturerStatement, ['public', id])).rows[0]
  if (!row || row.retired_at) return { status: 404, body: { code: 'TEACHER_NOT_FOUND' } }
  const now = currentSemester(new Date())
  const recentFrom = semesterIndex(now.year, now.semester) - 2
  const [courses, averaged, tags] = await Promise.all([
    pool.query(coursesStatement, [row.id]),
    pool.query(averagesStatement, [...Array.from({ length: 6 }, () => recentFrom), row.id, 'public']),
    pool.query(topTagsStatement, [row.id, RATING_TOP_TAGS]),
  ])
  const values = averaged.rows[0] as Averages
  const courseRows = courses.rows.map(({ id, code, name }) => ({ id, code, name }))
  const data = {
    ...toLecturerSummary(row, courseRows),
    bio: row.bio,
    hobbies: row.hobbies,
    style: row.style,
    top_tags: tags.rows,
    recent: averages(values, 'recent_', values.recent_n),
    all_time: averages(values, '', values.n),
    course: null,
  }
  return { status: 200, body: { data } }
}

const insights: BareHandler = async (request, pool) => {
  const reader = benchSessionUser(request)
  if (!reader) return { status: 401, body: { code: 'UNAUTHORIZED' } }
  const query = request.url.searchParams
  const teacherId = Number(query.get('teacher_id'))
  const page = Number(query.get('page') ?? 1)
  const pageSize = Number(query.get('page_size') ?? 10)
  const [rows, count] = await Promise.all([
    pool.query(ratingsStatement, ['public', teacherId, pageSize, (page - 1) * pageSize]),
    pool.query(ratingsCountStatement, ['public', teacherId]),
  ])
  const data = rows.rows.map((row) => toRatingView(row, reader))
  return { status: 200, body: { data, page, page_size: pageSize, total: Number(count.rows[0].n) } }
}

await startBareServer({
  'GET /api/private/teacher/get': lecturer,
  'GET /api/private/teacher/rating/list': insights,
})
