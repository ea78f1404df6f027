import { emptyDate, emptyFormState, type FormState, getFormat } from '@unikit/citation-core'
import { formatFields } from './formFields.ts'

/** Today as the form's date inputs hold it. */
export function todayValue(today: Date) {
  return {
    ...emptyDate(),
    day: String(today.getDate()),
    month: String(today.getMonth() + 1),
    year: String(today.getFullYear()),
  }
}

/**
 * The form of a new citation: the format's defaults and, when the format has a date accessed, today, the day the
 * student is reading the source (they may change it; docs/product/citations.md#form).
 */
export function newFormState(formatId: number, today = new Date()): FormState {
  const form = emptyFormState(formatId)
  const accessed = formatFields(getFormat(formatId)).find((field) => field.variable === 'accessed')
  if (accessed) form.values[accessed.key] = todayValue(today)
  return form
}
