/** The rules of an insight, shared by the feedback remote's form and the teachers service (docs/product/feedback.md). */
export const RATING_FIRST_YEAR = 2018
export const RATING_MAX_TAGS = 5
export const RATING_NOTE_MAX_LENGTH = 1000
export const RATING_NOTE_MIN_LENGTH = 1
export const RATING_PAGE_SIZE = 5
export const RATING_TOP_TAGS = 5
export const ratingSemesters = [1, 2, 3] as const

/**
 * The rating dimensions, each 1 to 5, with what the student is asked. `hard` is the difficulty of the course,
 * where a higher number is harder, not better: the one difficulty score (docs/product/feedback.md#averages).
 */
export const ratingDimensions = [
  {
    key: 'all',
    label: 'Overall',
    question: 'Overall, how was this lecturer?',
    low: 'Poor',
    high: 'Excellent',
  },
  {
    key: 'nice',
    label: 'Approachable',
    question: 'How approachable and helpful?',
    low: 'Distant',
    high: 'Very helpful',
  },
  {
    key: 'fair',
    label: 'Fair marking',
    question: 'How fair was the marking?',
    low: 'Unfair',
    high: 'Very fair',
  },
  {
    key: 'time',
    label: 'On time',
    question: 'How timely were feedback and replies?',
    low: 'Always late',
    high: 'Always on time',
  },
  {
    key: 'hard',
    label: 'Difficulty',
    question: 'How difficult was the course?',
    low: 'Easy',
    high: 'Very difficult',
  },
] as const
export type RatingDimension = (typeof ratingDimensions)[number]['key']

/**
 * RMIT Vietnam's semesters: 1 from February, 2 from June, 3 from October to January. The semester a date falls
 * in, as `year * 3 + semester - 1`, so consecutive semesters are consecutive numbers.
 */
export function semesterIndex(year: number, semester: number): number {
  return year * 3 + semester - 1
}

// Made on first use and kept: building an Intl formatter costs far more than using one (a lecturer's page asks
// for the semester on every call).
const yearMonthFormats = new Map<string, Intl.DateTimeFormat>()

export function currentSemester(
  now: Date,
  timeZone = 'Asia/Ho_Chi_Minh',
): { year: number; semester: number } {
  let format = yearMonthFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' })
    yearMonthFormats.set(timeZone, format)
  }
  const parts = format.formatToParts(now)
  const year = Number(parts.find((part) => part.type === 'year')?.value)
  const month = Number(parts.find((part) => part.type === 'month')?.value)
  if (month === 1) return { year: year - 1, semester: 3 }
  if (month <= 5) return { year, semester: 1 }
  if (month <= 9) return { year, semester: 2 }
  return { year, semester: 3 }
}

/** The years a student may choose: 2018 to this year. */
export function ratingYears(now: Date): number[] {
  const last = currentSemester(now).year
  const thisYear = Math.max(last, now.getUTCFullYear())
  return Array.from({ length: thisYear - RATING_FIRST_YEAR + 1 }, (_, index) => thisYear - index)
}
