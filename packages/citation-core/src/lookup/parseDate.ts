import type { CslDate } from '../csl/CslItem.ts'

const numeric = /^(\d{4})(?:[-/.](\d{1,2})(?:[-/.](\d{1,2}))?)?(?:$|[T\s])/
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const dayMonthYear = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})/i
const monthDayYear = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})/i

function monthNumber(name: string): number | undefined {
  const index = months.indexOf(name.slice(0, 3).toLowerCase())
  return index < 0 ? undefined : index + 1
}

function parts(year: string, month?: number, day?: string): CslDate {
  const list = [Number(year)]
  if (month !== undefined && month >= 1 && month <= 12) {
    list.push(month)
    if (day !== undefined) list.push(Number(day))
  }
  return { 'date-parts': [list] }
}

/** A date from page metadata: `2021-06-16`, `2021/06/16`, an ISO timestamp, `16 June 2021` or `June 16, 2021`. */
export function parseDate(raw: string): CslDate | undefined {
  const value = raw.trim()
  const iso = numeric.exec(value)
  if (iso) return parts(iso[1]!, iso[2] === undefined ? undefined : Number(iso[2]), iso[3])
  const dmy = dayMonthYear.exec(value)
  if (dmy) return parts(dmy[3]!, monthNumber(dmy[2]!), dmy[1])
  const mdy = monthDayYear.exec(value)
  if (mdy) return parts(mdy[3]!, monthNumber(mdy[1]!), mdy[2])
  return undefined
}
