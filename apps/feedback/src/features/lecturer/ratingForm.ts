import {
  RATING_FIRST_YEAR,
  RATING_MAX_TAGS,
  RATING_NOTE_MAX_LENGTH,
  type Rating,
  type RatingDimension,
  type RatingSaveBody,
  type RmitGrade,
  rmitGrades,
} from '@unikit/contracts/teachers'

/** What the Provide insight form holds while the student types: text as typed, nothing chosen yet. */
export interface RatingDraft {
  courseId: string
  semester: string
  year: string
  note: string
  tags: string[]
  scores: Partial<Record<RatingDimension, number>>
  /** Would they take this lecturer again: not answered yet, yes or no. */
  wouldTakeAgain: '' | 'yes' | 'no'
  /** The grade received, or '' when they would rather not say. */
  grade: '' | RmitGrade
}

export type RatingField =
  | 'course'
  | 'semester'
  | 'year'
  | 'note'
  | 'tags'
  | RatingDimension
  | 'wouldTakeAgain'
  | 'grade'
export type RatingErrors = Partial<Record<RatingField, string>>

export const emptyDraft = (year: number): RatingDraft => ({
  courseId: '',
  semester: '',
  year: String(year),
  note: '',
  tags: [],
  scores: {},
  wouldTakeAgain: '',
  grade: '',
})

/** The draft of an insight the student edits (docs/product/feedback.md#my-insights): what they wrote, as typed. */
export const draftOf = (rating: Rating): RatingDraft => ({
  courseId: String(rating.course.id),
  semester: String(rating.semester),
  year: String(rating.year),
  note: rating.note,
  tags: rating.tags,
  scores: { ...rating.rating },
  wouldTakeAgain: rating.would_take_again === null ? '' : rating.would_take_again ? 'yes' : 'no',
  grade: rating.grade ?? '',
})

const dimensions: RatingDimension[] = ['all', 'nice', 'fair', 'time', 'hard']
const isGrade = (value: string): value is RmitGrade => rmitGrades.some((grade) => grade.value === value)

/**
 * Checks a draft the way the service will (docs/product/feedback.md#providing-an-insight): "Input required" for
 * what is missing, and a year outside 2018 to this year is refused, not warned about
 * (docs/decisions/0570-an-insight-year-is-refused-not-warned.md). The body to send when nothing is wrong.
 */
export function validateRatingForm(
  draft: RatingDraft,
  context: { teacherId: number; thisYear: number },
): { errors: RatingErrors; body?: RatingSaveBody } {
  const errors: RatingErrors = {}
  if (!draft.courseId) errors.course = 'Input required'
  if (!['1', '2', '3'].includes(draft.semester)) errors.semester = 'Input required'
  const year = Number(draft.year)
  if (!draft.year.trim()) errors.year = 'Input required'
  else if (!Number.isInteger(year) || year < RATING_FIRST_YEAR) errors.year = 'Year must be 2018 or later'
  else if (year > context.thisYear) errors.year = `Year must be ${context.thisYear} or earlier`
  const note = draft.note.trim()
  if (!note) errors.note = 'Input required'
  else if (note.length > RATING_NOTE_MAX_LENGTH)
    errors.note = `Keep it to ${RATING_NOTE_MAX_LENGTH} characters`
  if (draft.tags.length > RATING_MAX_TAGS) errors.tags = 'Only select up to 5 tags'
  for (const key of dimensions) if (!draft.scores[key]) errors[key] = 'Choose from 1 to 5'
  if (!draft.wouldTakeAgain) errors.wouldTakeAgain = 'Input required'
  if (draft.grade && !isGrade(draft.grade)) errors.grade = 'Choose a grade from the list'
  if (Object.keys(errors).length > 0) return { errors }
  const score = (key: RatingDimension) => draft.scores[key] as number
  return {
    errors,
    body: {
      teacher_id: context.teacherId,
      course_id: Number(draft.courseId),
      semester: Number(draft.semester) as 1 | 2 | 3,
      year,
      note,
      tags: draft.tags,
      rating: {
        all: score('all'),
        nice: score('nice'),
        fair: score('fair'),
        time: score('time'),
        hard: score('hard'),
      },
      would_take_again: draft.wouldTakeAgain === 'yes',
      grade: draft.grade || null,
    },
  }
}

/**
 * The errors still standing after a change: those shown before that the changed draft still has. An error goes as
 * soon as its field is valid, and none appears for a field the student has not been told about yet.
 */
export function errorsLeft(
  shown: RatingErrors,
  draft: RatingDraft,
  context: { teacherId: number; thisYear: number },
): RatingErrors {
  const now = validateRatingForm(draft, context).errors
  const left: RatingErrors = {}
  for (const field of Object.keys(shown) as RatingField[]) {
    if (now[field]) left[field] = now[field]
  }
  return left
}

/** The order the form's fields come in, so the focus goes to the first with an error. */
export const ratingFieldOrder: RatingField[] = [
  'course',
  'semester',
  'year',
  'note',
  'tags',
  ...dimensions,
  'wouldTakeAgain',
  'grade',
]
