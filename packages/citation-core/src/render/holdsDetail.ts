import type { CslItem, CslVariable } from '../csl/CslItem.ts'
import { datePoints } from './dateParts.ts'
import { presentNames } from './names.ts'

/** True when the item holds something typed in `variable`: a name, a date, a non-blank text. */
export function holdsDetail(item: CslItem, variable: CslVariable): boolean {
  const value = item[variable]
  if (value === undefined || value === null) return false
  if (Array.isArray(value)) return presentNames(value).length > 0
  if (typeof value === 'object') {
    // "No date" is a choice, written as n.d. whether the item says so or says nothing.
    const literal = value.literal?.trim()
    return (Boolean(literal) && literal !== 'n.d.') || datePoints(value).length > 0
  }
  return String(value).trim() !== ''
}
