import type { CslDate, CslDatePart } from '../csl/CslItem.ts'
import { monthNames } from '../render/formatDate.ts'

const integer = /^\d+$/

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function asInteger(part: CslDatePart | undefined): number | undefined | null {
  if (part === undefined || part === '') return undefined
  const text = String(part).trim()
  return integer.test(text) ? Number(text) : null
}

/** Problems with one `[year, month, day]`: a year of 1-4 digits, a month 1-12, a day that exists in that month. */
function pointErrors(parts: readonly CslDatePart[], needsYear: boolean): string[] {
  const [y, m, d] = parts.map(asInteger)
  const errors: string[] = []
  if (y === null || (y !== undefined && (y < 1 || y > 9999)))
    errors.push('must have a numeric year of up to 4 digits')
  else if (y === undefined && needsYear) errors.push('must have a year')
  if (m === null || (m !== undefined && (m < 1 || m > 12))) errors.push('must have a month from 1 to 12')
  if (d === null || (d !== undefined && (d < 1 || d > 31))) errors.push('must have a day from 1 to 31')
  else if (d !== undefined && m === undefined) errors.push('needs a month for its day')
  else if (typeof d === 'number' && typeof m === 'number' && typeof y === 'number' && d > daysIn(y, m)) {
    errors.push(`has a day that does not exist (${d} ${monthNames[m - 1]} ${y})`)
  }
  return errors
}

/** Problems with a date value; `full` demands day, month and year (accessed dates). */
export function dateErrors(date: CslDate, full: boolean): string[] {
  if (date.literal?.trim()) return full ? ['must be a full date'] : []
  const parts = date['date-parts'] ?? []
  const errors = parts.flatMap((point, index) => pointErrors(point, index === 0))
  if (full && (parts[0]?.length ?? 0) < 3) errors.push('must give the day, month and year')
  return errors
}
