import type { Field } from '../catalogue/types.ts'
import type { CslDate } from '../csl/CslItem.ts'
import { isCirca } from '../render/dateParts.ts'
import { type DateValue, emptyDate } from './FormState.ts'

const NO_DATE = 'n.d.'

/** The start or end of a CSL date as the form's inputs. */
export function toDateValue(date: CslDate | undefined, field: Field): DateValue {
  const value = emptyDate()
  if (!date) return value
  const literal = date.literal?.trim()
  if (literal) {
    if (field.range === 'end') return value
    return literal === NO_DATE ? { ...value, noDate: true } : { ...value, period: literal }
  }
  const parts = date['date-parts']?.[field.range === 'end' ? 1 : 0] ?? []
  const [year, month, day] = parts.map((p) => String(p))
  return { ...value, year: year ?? '', month: month ?? '', day: day ?? '', circa: isCirca(date) }
}

function point(value: DateValue, fallbackYear?: string): (number | string)[] | undefined {
  const year = value.year.trim() || fallbackYear || ''
  if (year === '') return undefined
  const parts: (number | string)[] = [toNumber(year)]
  if (value.month.trim() !== '') {
    parts.push(toNumber(value.month))
    if (value.day.trim() !== '') parts.push(toNumber(value.day))
  }
  return parts
}

function toNumber(text: string): number | string {
  const trimmed = text.trim()
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** A date within its year, to compare; a missing day counts as `noDay` (the month's end for an end, its start for a start). */
function monthDay(value: DateValue, noDay: number): number {
  return Number(value.month.trim() || 0) * 100 + Number(value.day.trim() || noDay)
}

/**
 * The year of a range's end typed without one (a conference's last day): the start's year, or the next when the
 * day and month come before the start's, as a conference from 30 December to 2 January does
 * (docs/decisions/0718-date-ranges-across-months-and-years.md).
 */
function endYear(start: DateValue, end: DateValue): string {
  const year = start.year.trim()
  if (!/^\d+$/.test(year) || end.month.trim() === '' || start.month.trim() === '') return year
  return monthDay(end, 99) < monthDay(start, 0) ? String(Number(year) + 1) : year
}

/** Builds a CSL date from a start value and an optional end value (a range). */
export function fromDateValues(start: DateValue | undefined, end?: DateValue): CslDate | undefined {
  if (!start) return undefined
  if (start.noDate) return { literal: NO_DATE }
  if (start.period.trim() !== '') return { literal: start.period.trim() }
  const first = point(start)
  if (!first) return undefined
  const last = end ? point(end, endYear(start, end)) : undefined
  const date: CslDate = { 'date-parts': last ? [first, last] : [first] }
  if (start.circa) date.circa = true
  return date
}
