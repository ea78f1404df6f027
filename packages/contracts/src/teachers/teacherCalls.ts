import { type Static, Type } from 'typebox'
import { pagedList } from '../common/pagedList.ts'
import { NameText } from '../common/textRules.ts'
import { ratingSorts, rmitGrades } from './insightSignals.ts'
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

/** A grade of RMIT's list (`rmitGrades`). */
export const RmitGradeSchema = Type.Enum(rmitGrades.map((grade) => grade.value))

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

/**
 * What a lecturer's insights add up to, for all of their courses or the one chosen (docs/product/feedback.md#averages).
 * Aged insights (older than three years) weigh half in the share and the difficulty; the distribution counts each
 * insight once.
 */
export const InsightSummary = Type.Object({
  count: Type.Integer({ minimum: 0 }),
  /** How many insights gave each overall score, from 1 to 5. */
  distribution: Type.Array(Type.Integer({ minimum: 0 }), { minItems: 5, maxItems: 5 }),
  /** The share who would take the lecturer again, 0 to 100, of those who said (null when nobody did). */
  would_take_again: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
  /** How many said whether they would take the lecturer again. */
  would_take_again_count: Type.Integer({ minimum: 0 }),
  /** The average difficulty (the `hard` score), 1 to 5. */
  difficulty: Nullable(Type.Number()),
  /** Insights about a semester more than three years ago: folded in the list, weighing half. */
  aged_count: Type.Integer({ minimum: 0 }),
  /** Each of the lecturer's courses with its count and overall average (every course, whichever is chosen). */
  by_course: Type.Array(
    Type.Object({ course: Course, count: Type.Integer({ minimum: 0 }), overall: Nullable(Type.Number()) }),
  ),
})
export type InsightSummary = Static<typeof InsightSummary>

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
  summary: InsightSummary,
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
  teacher_name: Type.String(),
  course: Course,
  semester: Type.Integer({ minimum: 1, maximum: 3 }),
  year: Type.Integer(),
  note: Type.String(),
  tags: Type.Array(Type.String()),
  rating: RatingScores,
  /** Whether the student would take this lecturer again (null: not said). */
  would_take_again: Nullable(Type.Boolean()),
  grade: Nullable(RmitGradeSchema),
  status: RatingStatus,
  mine: Type.Boolean(),
  /** How many students found it helpful, and whether the reader is one of them. */
  helpful: Type.Integer({ minimum: 0 }),
  helped: Type.Boolean(),
  /** About a semester more than three years ago: shown folded, weighs less. */
  aged: Type.Boolean(),
  /** The reader's own insight that staff hid: why (null otherwise). */
  status_reason: Nullable(Type.String()),
  /** The reader's own insight: until when they may edit or delete it (null for others' insights). */
  editable_until: Nullable(Timestamp),
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
  would_take_again: Type.Optional(Nullable(Type.Boolean())),
  grade: Type.Optional(Nullable(RmitGradeSchema)),
})
export type RatingSaveBody = Static<typeof RatingSaveBody>
export const RatingSaveResult = Type.Object({
  data: Rating,
  /** False when it edited the student's earlier insight for the same course and semester. */
  created: Type.Boolean(),
})
export type RatingSaveResult = Static<typeof RatingSaveResult>

/**
 * `POST /api/private/teacher/rating/edit`: the author changes their insight within 30 days of writing it
 * (`RATING_EDIT_DAYS`); the lecturer stays, the rest is as in a save, and the edit is checked and moderated again.
 */
export const RatingEditBody = Type.Object({
  id: Id,
  ...Type.Omit(RatingSaveBody, ['teacher_id']).properties,
})
export type RatingEditBody = Static<typeof RatingEditBody>
export const RatingEditResult = Type.Object({ data: Rating })
export type RatingEditResult = Static<typeof RatingEditResult>

/** `POST /api/private/teacher/rating/delete`: the author deletes their insight within 30 days of writing it. */
export const RatingDeleteBody = Type.Object({ id: Id })
export type RatingDeleteBody = Static<typeof RatingDeleteBody>

/** `POST /api/private/teacher/rating/helpful`: the reader marks another student's insight helpful, or no longer. */
export const RatingHelpfulBody = Type.Object({ id: Id, helpful: Type.Boolean() })
export type RatingHelpfulBody = Static<typeof RatingHelpfulBody>
export const RatingHelpfulResult = Type.Object({
  data: Type.Object({ helpful: Type.Integer({ minimum: 0 }), helped: Type.Boolean() }),
})
export type RatingHelpfulResult = Static<typeof RatingHelpfulResult>

/**
 * `GET /api/private/teacher/rating/list`: a lecturer's public insights, 5 a page, newest first or in the `sort`
 * asked for, aged ones after the rest; with `author_id` (the reader's own id, or `me`) the reader's own insights
 * in every status, newest first.
 */
export const RatingListQuery = Type.Object({
  teacher_id: Type.Optional(Id),
  course_id: Type.Optional(Id),
  sort: Type.Optional(Type.Enum(ratingSorts.map((sort) => sort.value))),
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
/** A report says why: one of the reasons, and in words when it is `other` (docs/product/feedback.md#reports). */
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
  reports: Type.Array(
    Type.Object({
      reason: ReportReason,
      note: Type.String(),
      at: Timestamp,
      /** How many days the reporter's account had been verified when they reported (null: not known). */
      verified_days: Nullable(Type.Integer({ minimum: 0 })),
      /** Whether it counts towards holding the insight without staff (an account verified long enough). */
      trusted: Type.Boolean(),
    }),
  ),
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
