import type { CslItem } from '../csl/CslItem.ts'
import { datePoints } from '../render/dateParts.ts'
import { presentNames } from '../render/names.ts'
import type { Field } from './types.ts'

/** True when the item holds a value for this field (an explicit "N/A" or "No date" counts). */
export function hasFieldValue(field: Field, item: CslItem): boolean {
  const value = item[field.variable]
  if (value === undefined || value === null) return false
  if (field.type === 'name') {
    return (
      Array.isArray(value) &&
      (value.length === 0 ? field.notApplicable === true : presentNames(value).length > 0)
    )
  }
  if (
    field.type === 'date' ||
    field.type === 'year' ||
    field.type === 'day_month' ||
    field.type === 'month'
  ) {
    const date = value as CslItem['issued']
    if (date?.literal?.trim()) return field.range !== 'end'
    const parts = date?.['date-parts']
    if (field.range === 'end') return (parts?.length ?? 0) > 1
    return datePoints(date).length > 0
  }
  return String(value).trim() !== ''
}

/** The value of a select field in the item, or its default. */
export function selectValue(field: Field, item: CslItem): string {
  const value = item[field.variable]
  if (typeof value === 'string' && value.trim() !== '') return value.trim()
  return field.defaultValue ?? field.options?.[0]?.value ?? ''
}
