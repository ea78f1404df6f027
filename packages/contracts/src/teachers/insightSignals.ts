import { currentSemester, semesterIndex } from './ratingRules.ts'

/**
 * What an insight says beside its scores and note, and how its age counts (docs/product/feedback.md): shared by
 * the feedback remote and the teachers service.
 */

/** RMIT's grades, best first; an insight may say which one the student received. */
export const rmitGrades = [
  { value: 'HD', label: 'High Distinction' },
  { value: 'DI', label: 'Distinction' },
  { value: 'CR', label: 'Credit' },
  { value: 'PA', label: 'Pass' },
  { value: 'NN', label: 'Fail' },
] as const
export type RmitGrade = (typeof rmitGrades)[number]['value']

/** How a lecturer's insights can be ordered; newest is the default. */
export const ratingSorts = [
  { value: 'newest', label: 'Newest' },
  { value: 'helpful', label: 'Most helpful' },
  { value: 'highest', label: 'Highest rated' },
  { value: 'lowest', label: 'Lowest rated' },
] as const
export type RatingSort = (typeof ratingSorts)[number]['value']

/** Days after writing an insight during which its author may edit or delete it. */
export const RATING_EDIT_DAYS = 30

/** An insight about a semester more than this many years before the current one is aged: folded, and weighs less. */
export const RATING_AGED_YEARS = 3
/** What an aged insight weighs in the averages and the share who would take the lecturer again. */
export const RATING_AGED_WEIGHT = 0.5

/**
 * The first semester (as `semesterIndex`) whose insights are not aged: three years of semesters before the
 * current one. Age goes by the semester the course was taken, since that is the teaching an insight tells of.
 */
export function freshFromSemester(now: Date): number {
  const { year, semester } = currentSemester(now)
  return semesterIndex(year - RATING_AGED_YEARS, semester)
}

/** Whether an insight about this semester is aged, given `freshFromSemester` of the moment. */
export function isAged(year: number, semester: number, freshFrom: number): boolean {
  return semesterIndex(year, semester) < freshFrom
}

/** Until when an insight written at `createdAt` may be edited or deleted by its author. */
export function editableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RATING_EDIT_DAYS * 86_400_000)
}

/** The oldest an insight may have been written and still be edited or deleted by its author at `now`. */
export function editableSince(now: Date): Date {
  return new Date(now.getTime() - RATING_EDIT_DAYS * 86_400_000)
}
