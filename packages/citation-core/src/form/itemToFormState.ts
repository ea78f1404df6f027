import { activeAlternatives } from '../catalogue/activeGroups.ts'
import { getFormat } from '../catalogue/catalogue.ts'
import type { Field } from '../catalogue/types.ts'
import type { CslItem, CslName } from '../csl/CslItem.ts'
import { presentNames } from '../render/names.ts'
import { toDateValue } from './dateValues.ts'
import { emptyName, type FieldValue, type FormState } from './FormState.ts'
import { toNameValue } from './nameValues.ts'

const isDateType = (field: Field) =>
  field.type === 'date' || field.type === 'year' || field.type === 'day_month' || field.type === 'month'

function nameRows(field: Field, item: CslItem): FieldValue {
  const names = presentNames(item[field.variable] as CslName[] | undefined)
  const kind = field.nameKinds?.[0] ?? 'person'
  return names.length > 0 ? names.map(toNameValue) : [emptyName(kind)]
}

function textValue(field: Field, item: CslItem): string {
  const value = item[field.variable]
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : String(value)
}

/** The form state of an item (editing a saved citation, or an auto-cite suggestion). */
export function itemToFormState(formatId: number, item: CslItem): FormState {
  const format = getFormat(formatId)
  const state: FormState = { values: {}, checked: {}, alternatives: activeAlternatives(format, item) }
  for (const field of format.groups.flatMap((group) => group.fields)) {
    if (field.type === 'name') {
      state.values[field.key] = nameRows(field, item)
      const value = item[field.variable]
      if (field.notApplicable && Array.isArray(value) && value.length === 0) state.checked[field.key] = true
    } else if (isDateType(field)) {
      state.values[field.key] = toDateValue(item[field.variable] as CslItem['issued'], field)
    } else {
      const value = textValue(field, item)
      state.values[field.key] = value === '' && field.type === 'select' ? (field.defaultValue ?? '') : value
      if (field.noValue && value === field.noValue.value) state.checked[field.key] = true
    }
  }
  return state
}

/** The form state of a new citation: default values, default names and the first option of each choice. */
export function emptyFormState(formatId: number): FormState {
  const format = getFormat(formatId)
  const item: CslItem = { type: format.cslType }
  for (const field of format.groups.flatMap((group) => group.fields)) {
    if (field.defaultNames) Object.assign(item, { [field.variable]: [...field.defaultNames] })
    else if (field.defaultValue !== undefined) Object.assign(item, { [field.variable]: field.defaultValue })
  }
  return itemToFormState(formatId, item)
}
