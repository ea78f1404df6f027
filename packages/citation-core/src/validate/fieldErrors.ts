import type { Field } from '../catalogue/types.ts'
import type { CslDate, CslItem, CslName } from '../csl/CslItem.ts'
import { bareDoi } from '../render/siteName.ts'
import { dateErrors } from './dateErrors.ts'

const DEFAULT_MAX = 255
const positiveInteger = /^[1-9]\d*$/
const ordinalEdition = /^[1-9]\d*(?:st|nd|rd|th)?$/i
const webAddress = /^https?:\/\/[^\s/$.?#][^\s]*$/i
const doiPattern = /^10\.\d{4,9}\/\S+$/

function nameErrors(field: Field, names: readonly CslName[]): string[] {
  const max = field.maxLength ?? DEFAULT_MAX
  const errors: string[] = []
  names.forEach((name, index) => {
    const row = names.length > 1 ? ` (row ${index + 1})` : ''
    const parts = [name.family, name.given, name.literal, name.abbreviation, name['non-dropping-particle']]
    if (parts.some((part) => (part?.length ?? 0) > max))
      errors.push(`names must be at most ${max} characters${row}`)
    if (!name.literal?.trim() && !name.family?.trim() && name.given?.trim())
      errors.push(`last name is required${row}`)
    if (!name.literal?.trim() && name.abbreviation?.trim()) errors.push(`organisation name is required${row}`)
  })
  return errors
}

function textErrors(field: Field, value: string): string[] {
  const max = field.maxLength ?? DEFAULT_MAX
  const errors = value.length > max ? [`must be at most ${max} characters`] : []
  if (field.type === 'edition' && value !== '' && !ordinalEdition.test(value)) errors.push('must be a number')
  if (field.type === 'number' && value !== '' && !positiveInteger.test(value)) errors.push('must be a number')
  if (field.type === 'select' && field.options && !field.options.some((o) => o.value === value)) {
    errors.push('is not one of the choices')
  }
  if (field.variable === 'URL' && value !== '' && !webAddress.test(value)) {
    errors.push('must start with http:// or https://')
  }
  if (field.variable === 'DOI' && value !== '' && !doiPattern.test(bareDoi(value))) {
    errors.push('must look like 10.1000/xyz123')
  }
  return errors
}

/** The rule-breaking problems of one field's value (docs/product/citations.md#form), as short phrases. */
export function fieldErrors(field: Field, item: CslItem): string[] {
  const value = item[field.variable]
  if (value === undefined || value === null) return []
  switch (field.type) {
    case 'name':
      return Array.isArray(value) ? nameErrors(field, value as CslName[]) : ['must be a list of names']
    case 'date':
    case 'year':
    case 'day_month':
    case 'month':
      // A range's end is checked with its start, which shares the variable.
      return field.range === 'end' ? [] : dateErrors(value as CslDate, field.variable === 'accessed')
    default:
      return textErrors(field, typeof value === 'string' ? value.trim() : String(value))
  }
}
