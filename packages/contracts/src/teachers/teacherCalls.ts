import { type Static, Type } from 'typebox'
import { pagedList } from '../common/pagedList.ts'
import { NameText } from '../common/textRules.ts'
import { RATING_FIRST_YEAR, RATING_MAX_TAGS, RATING_NOTE_MAX_LENGTH } from './ratingRules.ts'

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Page = Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })
const Timestamp = Type.String({ format: 'date-time' })
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])
const Score = Type.Integer({ minimum: 1, maximum: 5 })

export const Course = Type.Object({ id: Id, code: Type.String(), name: Type.String() })
export type Course = Static<typeof Course>
export const Tag = Type.Object({ id: Id, name: Type.String() })
export type Tag = Static<typeof Tag>

/** The five answers of an insight, each 1 to 5 (the labels are `ratingDimensions`). */
export const RatingScores = Type.Object({ all: Score, nice: Score, fair: Score, time: Score, hard: Score })
export type RatingScores = Static<typeof RatingScores>

/** Averages of the insights behind them (null when there are none). */
export const Averages = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  all: Nullable(Type.Number()),
  nice: Nullable(Type.Number()),
  fair: Nullable(Type.Number()),
  time: Nullable(Type.Number()),
  hard: Nullable(Type.Number()),
})
export type Averages = Static<typeof Averages>

/** A lecturer as lists show one. */
export const TeacherSummary = Type.Object({
  id: Id,
  fullname: Type.String(),
  major: Nullable(Type.String()),
  campus: Nullable(Type.String()),
  /** Where the avatar image is, or null for initials. */
  avatar_url: Nullable(Type.String()),
  courses: Type.Array(Course),
  insight_count: Type.Integer({ minimum: 0 }),
  overall: Nullable(Type.Number()),
  last_insight_at: Nullable(Timestamp),
  retired: Type.Boolean(),
})
export type TeacherSummary = Static<typeof TeacherSummary>

/** A lecturer's page: the card, the top tags and the averages, recent and all time (docs/product/feedback.md#averages). */
export const TeacherDetail = Type.Object({
  ...TeacherSummary.properties,
  bio: Nullable(Type.String()),
  hobbies: Nullable(Type.String()),
  style: Nullable(Type.String()),
  top_tags: Type.Array(Type.Object({ name: Type.String(), count: Type.Integer({ minimum: 1 }) })),
  /** The last three semesters (this one and the two before). */
  recent: Averages,
  all_time: Averages,
  /** The course the averages and tags are for, when one was chosen. */
  course: Nullable(Course),
})
export type TeacherDetail = Static<typeof TeacherDetail>

export const TeacherListQuery = Type.Object({
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
})
/** `name` matches a lecturer's name without regard to diacritics, or a course code. */
export const TeacherSearchQuery = Type.Object({
  name: Type.String({ maxLength: 100 }),
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 12 }),
})
export type TeacherSearchQuery = Static<typeof TeacherSearchQuery>
export const TeacherList = pagedList(TeacherSummary)
export type TeacherList = Static<typeof TeacherList>

export const TeacherGetQuery = Type.Object({ id: Id, course_id: Type.Optional(Id) })
export const TeacherResult = Type.Object({ data: TeacherDetail })
export type TeacherResult = Static<typeof TeacherResult>
export const CourseListQuery = Type.Object({ teacher_id: Id })
export const CourseList = Type.Object({ data: Type.Array(Course) })
export type CourseList = Static<typeof CourseList>
export const TagList = Type.Object({ data: Type.Array(Tag) })
export type TagList = Static<typeof TagList>

export const RatingStatus = Type.Union([
  Type.Literal('public'),
  /** Flagged by the word list: waits for staff. */
  Type.Literal('pending'),
  /** Reported three times: off the list until staff decide. */
  Type.Literal('reported'),
  /** Hidden by staff. */
  Type.Literal('hidden'),
])
export type RatingStatus = Static<typeof RatingStatus>

/** An insight as students see it: the author is never named ("RMIT student"); `mine` marks the reader's own. */
export const Rating = Type.Object({
  id: Id,
  teacher_id: Id,
  course: Course,
  semester: Type.Integer({ minimum: 1, maximum: 3 }),
  year: Type.Integer(),
  note: Type.String(),
  tags: Type.Array(Type.String()),
  rating: RatingScores,
  status: RatingStatus,
  mine: Type.Boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
})
export type Rating = Static<typeof Rating>

/**
 * `POST /api/private/teacher/rating/save`: one insight per student, lecturer, course, semester and year; saving
 * again edits it. The year must be 2018 to this year (refused, not only warned: docs/decisions/0570-...).
 */
export const RatingSaveBody = Type.Object({
  teacher_id: Id,
  course_id: Id,
  semester: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
  year: Type.Integer({ minimum: RATING_FIRST_YEAR, maximum: 2100 }),
  note: Type.String({ minLength: 1, maxLength: RATING_NOTE_MAX_LENGTH }),
  tags: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), {
    maxItems: RATING_MAX_TAGS,
    uniqueItems: true,
  }),
  rating: RatingScores,
})
export type RatingSaveBody = Static<typeof RatingSaveBody>
export const RatingSaveResult = Type.Object({
  data: Rating,
  /** False when it edited the student's earlier insight for the same course and semester. */
  created: Type.Boolean(),
})
export type RatingSaveResult = Static<typeof RatingSaveResult>

/**
 * `GET /api/private/teacher/rating/list`: a lecturer's public insights, newest first, 5 a page; with `author_id`
 * (the reader's own id, or `me`) the reader's own insights in every status.
 */
export const RatingListQuery = Type.Object({
  teacher_id: Type.Optional(Id),
  course_id: Type.Optional(Id),
  /** Empty (`author_id=`, as the original product's clients send it) means none. */
  author_id: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
  status: Type.Optional(Type.Literal('public')),
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 5 }),
})
export type RatingListQuery = Static<typeof RatingListQuery>
export const RatingList = pagedList(Rating)
export type RatingList = Static<typeof RatingList>

export const ReportReason = Type.Union([
  Type.Literal('abusive'),
  Type.Literal('personal'),
  Type.Literal('false'),
  Type.Literal('spam'),
  Type.Literal('other'),
])
export type ReportReason = Static<typeof ReportReason>
export const reportReasons: { value: ReportReason; label: string }[] = [
  { value: 'abusive', label: 'Abusive or hateful' },
  { value: 'personal', label: 'Personal attack or private details' },
  { value: 'false', label: 'Not true or not about this course' },
  { value: 'spam', label: 'Spam or advertising' },
  { value: 'other', label: 'Something else' },
]
export const RatingReportBody = Type.Object({
  id: Id,
  reason: ReportReason,
  note: Type.String({ maxLength: 500, default: '' }),
})
export type RatingReportBody = Static<typeof RatingReportBody>
export const RatingReportResult = Type.Object({ data: Type.Object({ reported: Type.Literal(true) }) })

/** `POST /api/private/teacher/rating/set_status`: staff only; `deleted` removes the insight. */
export const RatingSetStatusBody = Type.Object({
  id: Id,
  status: Type.Union([Type.Literal('public'), Type.Literal('hidden'), Type.Literal('deleted')]),
  reason: Type.Optional(Type.String({ maxLength: 500 })),
})
export type RatingSetStatusBody = Static<typeof RatingSetStatusBody>
export const RatingSetStatusResult = Type.Object({ data: Type.Literal(1) })

/** The staff desk's queues: what the word list held back, and what students reported. */
export const StaffRating = Type.Object({
  ...Rating.properties,
  teacher_name: Type.String(),
  flagged: Type.Array(Type.String()),
  reports: Type.Array(Type.Object({ reason: ReportReason, note: Type.String(), at: Timestamp })),
})
export type StaffRating = Static<typeof StaffRating>
export const StaffRatingQuery = Type.Object({
  queue: Type.Union([Type.Literal('pending'), Type.Literal('reported')]),
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type StaffRatingQuery = Static<typeof StaffRatingQuery>
export const StaffRatingList = pagedList(StaffRating)
export type StaffRatingList = Static<typeof StaffRatingList>

/** `POST /api/private/teacher/staff/teacher/save`: a new lecturer without `id`, else an edit. */
export const TeacherSaveBody = Type.Object({
  id: Type.Optional(Id),
  fullname: NameText(120),
  major: Type.String({ maxLength: 120 }),
  campus: Type.String({ maxLength: 60 }),
  bio: Type.String({ maxLength: 2000 }),
  hobbies: Type.String({ maxLength: 500 }),
  style: Type.String({ maxLength: 1000 }),
  course_ids: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
})
export type TeacherSaveBody = Static<typeof TeacherSaveBody>
export const TeacherRetireBody = Type.Object({ id: Id, retired: Type.Boolean() })
export const StaffTeacherQuery = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  page: Page,
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export const AvatarQuery = Type.Object({ id: Id })

export const CourseCreateBody = Type.Object({
  code: Type.String({ minLength: 3, maxLength: 12, pattern: '^[A-Z]{3,4}[0-9]{3,5}$' }),
  name: NameText(160, { minLength: 2 }),
})
export const CourseResult = Type.Object({ data: Course })
export const AllCoursesList = CourseList
export const TagCreateBody = Type.Object({ name: NameText(40, { minLength: 2 }) })
export const TagRenameBody = Type.Object({ id: Id, name: NameText(40, { minLength: 2 }) })
export const TagDeleteBody = Type.Object({ id: Id })
export const TagResult = Type.Object({ data: Tag })
export { DoneResult } from '../common/DoneResult.ts'
