import type { ColumnType, Generated, Kysely } from 'kysely'

/** The teachers database or a transaction on it: what every query function in `db/` takes. */
export type TeachersDb = Kysely<TeachersDatabase>

/** The teachers schema's tables, as Kysely sees them. */
export interface TeachersDatabase {
  teachers: TeachersTable
  courses: CoursesTable
  teacher_courses: TeacherCoursesTable
  tags: TagsTable
  ratings: RatingsTable
  rating_reports: RatingReportsTable
  rating_helpful: RatingHelpfulTable
  course_stars: CourseStarsTable
}

export interface TeachersTable {
  id: Generated<number>
  fullname: string
  major: string | null
  campus: string | null
  bio: string | null
  hobbies: string | null
  /** Teaching style, as shown on the lecturer card. */
  style: string | null
  /** A stored object (the kit's storage) holding the avatar image. */
  avatar_id: string | null
  /** `fullname` folded for search (`foldText`). */
  search_name: Generated<string>
  retired_at: Date | null
  created_at: ColumnType<Date, never, never>
}

/** The one course list (docs/decisions/0763-one-course-list.md). */
export interface CoursesTable {
  id: Generated<number>
  code: string
  name: string
  /** The code and the name folded for suggestions (`foldText`). */
  search_name: Generated<string>
}

/** The courses a student starred: "My courses". */
export interface CourseStarsTable {
  user_id: string
  course_id: number
  created_at: ColumnType<Date, never, never>
}

export interface TeacherCoursesTable {
  teacher_id: number
  course_id: number
}

export interface TagsTable {
  id: Generated<number>
  name: string
}

export type RatingStatus = 'public' | 'pending' | 'reported' | 'hidden'

export interface RatingsTable {
  id: Generated<number>
  teacher_id: number
  course_id: number
  author_id: string
  semester: number
  year: number
  note: string
  tags: ColumnType<string[], string[] | undefined, string[]>
  status: Generated<RatingStatus>
  flagged: ColumnType<string[], string[] | undefined, string[]>
  r_all: number
  r_nice: number
  r_fair: number
  r_time: number
  /** The difficulty of the course, 1 to 5 (higher is harder). */
  r_hard: number
  /** Whether the student would take this lecturer again; null when they did not say. */
  would_take_again: ColumnType<boolean | null, boolean | null | undefined, boolean | null>
  /** The grade they received, from RMIT's list (`rmitGrades`); null when not said. */
  grade: ColumnType<string | null, string | null | undefined, string | null>
  /** Students who found it helpful: the rows of `rating_helpful`, counted with each vote. */
  helpful_count: Generated<number>
  /** Staff's reason for hiding it, which its author reads. */
  status_reason: ColumnType<string | null, string | null | undefined, string | null>
  /** Set only by the demo seed, to spread its insights over their semesters. */
  created_at: ColumnType<Date, Date | undefined, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface RatingReportsTable {
  rating_id: number
  reporter_id: string
  reason: string
  note: string
  created_at: ColumnType<Date, never, never>
  resolved_at: Date | null
  /** Since when the reporter's account was verified, as they reported: trusted after a week (tunable). */
  reporter_verified_at: ColumnType<Date | null, Date | null | undefined, Date | null>
}

/** One student found one insight helpful. */
export interface RatingHelpfulTable {
  rating_id: number
  voter_id: string
  created_at: ColumnType<Date, never, never>
}
