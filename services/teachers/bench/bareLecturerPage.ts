// The lecturer page's bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md): `node:http` and
// `pg` only, running the statements the service runs for the two calls of a lecturer's page, as kysely sends
// them: `teacher/get` (the lecturer with its counts, then its courses, averages and summary, each course's average
// and top tags at once) and `teacher/rating/list` (a page of public insights with the reader's helpful votes, and
// their count, at once), and answering the same bodies (made by the service's own pure mappings). The
// student is the bearer token looked up in memory; no framework, hooks, validation, schema-driven serialisation
// or logging. Started by bench/lecturerPage.ts on the service's schema; sameAnswers checks it answers alike.
import {
  currentSemester,
  freshFromSemester,
  RATING_AGED_WEIGHT,
  RATING_TOP_TAGS,
  semesterIndex,
} from '@unikit/contracts/teachers'
import { type BareHandler, benchSessionUser, startBareServer } from '@unikit/service-kit/bench'
import { toAggregates, toCourseAverages } from '../src/db/averages.ts'
import { toLecturerDetail } from '../src/lecturers/toLecturerDetail.ts'
import { toRatingView } from '../src/ratings/toRatingView.ts'

/** `insightWeight` as kysely sends it, its parameters numbered from `n`. */
const weight = (n: number) =>
  `(case when (("year" * 3 + "semester" - 1) < $${n}) then $${n + 1}::float8 else 1::float8 end)`
const lecturerStatement = `select "t"."id", "t"."fullname", "t"."major", "t"."campus", "t"."bio", "t"."hobbies", "t"."style", "t"."avatar_id", "t"."retired_at", coalesce(s.n, 0)::int as "insight_count", s.overall::float8 as "overall", "s"."last_at" as "last_insight_at" from "teachers" as "t" left join (select "teacher_id", count(*) as "n", sum(${weight(1)} * r_all) / sum(${weight(3)}) as "overall", max("created_at") as "last_at" from "ratings" where "status" = $5 group by "teacher_id") as "s" on "s"."teacher_id" = "t"."id" where "t"."id" = $6`
const coursesStatement = `select "tc"."teacher_id", "c"."id", "c"."code", "c"."name" from "teacher_courses" as "tc" inner join "courses" as "c" on "c"."id" = "tc"."course_id" where "tc"."teacher_id" in ($1) order by "c"."code"`
const recent = (n: number) => `("year" * 3 + "semester" - 1) >= $${n}`
const averageColumns = ['all', 'nice', 'fair', 'time', 'hard']
  .map((key, k) => {
    const n = 2 + k * 5
    return `(sum(${weight(n)} * "r_${key}") / nullif(sum(${weight(n + 2)}), 0))::float8 as "${key}", (avg("r_${key}") filter (where ${recent(n + 4)}))::float8 as "recent_${key}"`
  })
  .join(', ')
const averagesStatement = `select count(*) as "n", count(*) filter (where ${recent(1)}) as "recent_n", ${averageColumns}, ${[
  1, 2, 3, 4, 5,
]
  .map((score) => `count(*) filter (where r_all = $${26 + score}) as "d${score}"`)
  .join(
    ', ',
  )}, ((sum(${weight(32)}) filter (where would_take_again)) / nullif(sum(${weight(34)}) filter (where would_take_again is not null), 0))::float8 as "wta", count(would_take_again) as "wta_n", count(*) filter (where (("year" * 3 + "semester" - 1) < $36)) as "aged_n" from "ratings" where "teacher_id" = $37 and "status" = $38`
const courseAveragesStatement = `select "course_id", count(*) as "n", (sum(${weight(1)} * r_all) / sum(${weight(3)}))::float8 as "overall" from "ratings" where "teacher_id" = $5 and "status" = $6 group by "course_id"`
const topTagsStatement = `
    select tag as name, count(*)::int as count
    from ratings cross join lateral unnest(tags) as tag
    where teacher_id = $1 and status = 'public' 
    group by tag order by count(*) desc, tag limit $2`
const ratingsStatement = `select "r"."id", "r"."teacher_id", "t"."fullname" as "teacher_name", "r"."course_id", "c"."code" as "course_code", "c"."name" as "course_name", "r"."author_id", "r"."semester", "r"."year", "r"."note", "r"."tags", "r"."status", "r"."flagged", "r"."r_all", "r"."r_nice", "r"."r_fair", "r"."r_time", "r"."r_hard", "r"."would_take_again", "r"."grade", "r"."helpful_count", "r"."status_reason", "r"."created_at", "r"."updated_at", exists (select 1 from rating_helpful h where h.rating_id = r.id and h.voter_id = $1) as "helped" from "ratings" as "r" inner join "courses" as "c" on "c"."id" = "r"."course_id" inner join "teachers" as "t" on "t"."id" = "r"."teacher_id" where "r"."status" = $2 and "r"."teacher_id" = $3 order by (("r"."year" * 3 + "r"."semester" - 1) < $4), "r"."created_at" desc, "r"."id" desc limit $5 offset $6`
const ratingsCountStatement = `select count(*) as "n" from "ratings" as "r" where "r"."status" = $1 and "r"."teacher_id" = $2`

const lecturer: BareHandler = async (request, pool) => {
  if (!benchSessionUser(request)) return { status: 401, body: { code: 'UNAUTHORIZED' } }
  const id = Number(request.url.searchParams.get('id'))
  const at = new Date()
  const freshFrom = freshFromSemester(at)
  const aged = [freshFrom, RATING_AGED_WEIGHT]
  const row = (await pool.query(lecturerStatement, [...aged, ...aged, 'public', id])).rows[0]
  if (!row || row.retired_at) return { status: 404, body: { code: 'TEACHER_NOT_FOUND' } }
  const now = currentSemester(at)
  const recentFrom = semesterIndex(now.year, now.semester) - 2
  const perDimension = [...aged, ...aged, recentFrom]
  const [courses, averaged, byCourse, tags] = await Promise.all([
    pool.query(coursesStatement, [row.id]),
    pool.query(averagesStatement, [
      recentFrom,
      ...Array.from({ length: 5 }, () => perDimension).flat(),
      1,
      2,
      3,
      4,
      5,
      ...aged,
      ...aged,
      freshFrom,
      row.id,
      'public',
    ]),
    pool.query(courseAveragesStatement, [...aged, ...aged, row.id, 'public']),
    pool.query(topTagsStatement, [row.id, RATING_TOP_TAGS]),
  ])
  const courseRows = courses.rows.map(({ id, code, name }) => ({ id, code, name }))
  const data = toLecturerDetail(row, courseRows, {
    ...toAggregates(averaged.rows[0]),
    topTags: tags.rows,
    course: null,
    byCourse: toCourseAverages(byCourse.rows),
  })
  return { status: 200, body: { data } }
}

const insights: BareHandler = async (request, pool) => {
  const reader = benchSessionUser(request)
  if (!reader) return { status: 401, body: { code: 'UNAUTHORIZED' } }
  const query = request.url.searchParams
  const teacherId = Number(query.get('teacher_id'))
  const page = Number(query.get('page') ?? 1)
  const pageSize = Number(query.get('page_size') ?? 10)
  const freshFrom = freshFromSemester(new Date())
  const [rows, count] = await Promise.all([
    pool.query(ratingsStatement, [reader, 'public', teacherId, freshFrom, pageSize, (page - 1) * pageSize]),
    pool.query(ratingsCountStatement, ['public', teacherId]),
  ])
  const data = rows.rows.map((row) => toRatingView(row, reader, freshFrom))
  return { status: 200, body: { data, page, page_size: pageSize, total: Number(count.rows[0].n) } }
}

await startBareServer({
  'GET /api/private/teacher/get': lecturer,
  'GET /api/private/teacher/rating/list': insights,
})
