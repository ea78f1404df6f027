import type { CslDate } from '../csl/CslItem.ts'
import { type DatePoint, datePoints, isCirca } from './dateParts.ts'

/** The English month names, January first: the references' dates and the form's month selects use them. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

export type DatePrecision = 'year' | 'full'

function dayMonth(point: DatePoint): string {
  if (point.month === undefined) return ''
  const month = monthNames[point.month - 1]!
  return point.day === undefined ? month : `${point.day} ${month}`
}

/** `6 December 2021`, `December 2021` or `2021`, with the year suffix after the year. */
export function fullDate(point: DatePoint, suffix = ''): string {
  const dm = dayMonth(point)
  return dm === '' ? `${point.year}${suffix}` : `${dm} ${point.year}${suffix}`
}

/**
 * `3-5 November 2020` within a month, as the guide's conference examples; across months or years both sides have
 * spaces, and the guide writes such spans with a spaced en dash (its exhibition dates, rmit-059 and rmit-060).
 */
function fullRange(start: DatePoint, end: DatePoint, suffix: string): string {
  if (start.year === end.year) {
    if (start.month === end.month) {
      if (start.day === undefined || end.day === undefined || start.day === end.day)
        return fullDate(start, suffix)
      return `${start.day}-${dayMonth(end)} ${end.year}${suffix}`
    }
    if (start.month !== undefined && end.month !== undefined) {
      return `${dayMonth(start)} – ${dayMonth(end)} ${end.year}${suffix}`
    }
    return `${start.year}${suffix}`
  }
  if (start.month === undefined && end.month === undefined) return `${start.year}-${end.year}${suffix}`
  return `${fullDate(start)} – ${fullDate(end)}${suffix}`
}

function yearOnly(points: readonly DatePoint[], suffix: string): string {
  const [start, end] = points
  if (end && end.year !== start!.year) return `${start!.year}-${end.year}${suffix}`
  return `${start!.year}${suffix}`
}

/**
 * The date in brackets after the author: `2019`, `c. 2019`, `n.d.`, `6 December 2021`, `3-5 November 2020`,
 * or a literal as typed (`11th-12th century`). `suffix` is the same-author-same-year letter.
 */
export function formatDate(date: CslDate | undefined, precision: DatePrecision, suffix = ''): string {
  const literal = date?.literal?.trim()
  if (literal) return `${literal}${suffix}`
  const points = datePoints(date)
  if (points.length === 0) return suffix === '' ? 'n.d.' : `n.d.-${suffix}`
  const body =
    precision === 'year'
      ? yearOnly(points, suffix)
      : points.length > 1
        ? fullRange(points[0]!, points[1]!, suffix)
        : fullDate(points[0]!, suffix)
  return isCirca(date) ? `c. ${body}` : body
}

/** `5 December 2020 – 25 April 2021`: the exhibition-dates form, always written out in full on both sides. */
export function formatSpan(date: CslDate | undefined): string {
  const literal = date?.literal?.trim()
  if (literal) return literal
  const points = datePoints(date)
  if (points.length === 0) return ''
  if (points.length === 1) return fullDate(points[0]!)
  return `${fullDate(points[0]!)} – ${fullDate(points[1]!)}`
}

/** The accessed date, `D Month YYYY`. */
export function formatAccessed(date: CslDate | undefined): string {
  const literal = date?.literal?.trim()
  if (literal) return literal
  const [point] = datePoints(date)
  return point ? fullDate(point) : ''
}
