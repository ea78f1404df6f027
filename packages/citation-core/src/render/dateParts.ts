import type { CslDate, CslDatePart } from '../csl/CslItem.ts'

/** One point of a date: a year with an optional month and day, all as numbers. */
export interface DatePoint {
  year: number
  month?: number
  day?: number
}

const isoLike = /^(-?\d{1,4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?/

function toNumber(part: CslDatePart | undefined): number | undefined {
  if (part === undefined || part === '') return undefined
  const n = typeof part === 'number' ? part : Number.parseInt(part, 10)
  return Number.isFinite(n) ? n : undefined
}

function toPoint(parts: readonly CslDatePart[] | undefined): DatePoint | undefined {
  const year = toNumber(parts?.[0])
  if (year === undefined) return undefined
  const month = toNumber(parts?.[1])
  const day = month === undefined ? undefined : toNumber(parts?.[2])
  const point: DatePoint = { year }
  if (month !== undefined && month >= 1 && month <= 12) point.month = month
  if (day !== undefined && point.month !== undefined && day >= 1 && day <= 31) point.day = day
  return point
}

function fromRaw(raw: string): DatePoint[] {
  return raw
    .split('/')
    .map((piece) => isoLike.exec(piece.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => toPoint([m[1]!, m[2] ?? '', m[3] ?? '']))
    .filter((p): p is DatePoint => p !== undefined)
}

/** The start and optional end of a date, read from `date-parts` or, failing that, an ISO-like `raw` string. */
export function datePoints(date: CslDate | undefined): DatePoint[] {
  if (!date) return []
  const parts = date['date-parts']
  if (parts && parts.length > 0) {
    return parts.map(toPoint).filter((p): p is DatePoint => p !== undefined)
  }
  return date.raw ? fromRaw(date.raw) : []
}

/** True when the date is a circa date (`c. 2019`). */
export function isCirca(date: CslDate | undefined): boolean {
  const circa = date?.circa
  return circa === true || circa === 1 || circa === 'true' || circa === '1'
}
