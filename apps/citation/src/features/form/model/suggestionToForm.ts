import {
  type CslItem,
  type FormState,
  findFormat,
  inferFormatId,
  itemToFormState,
} from '@unikit/citation-core'
import type { CiteSuggestion } from '@unikit/contracts/cite'
import { formatFields } from './formFields.ts'

export type FilledForm = {
  formatId: number
  form: FormState
  /** Keys of the fields the lookup could not fill, to be marked for the student. */
  missingKeys: string[]
}

/**
 * The form an auto-cite suggestion fills. The accessed date becomes the student's own today: the server's date
 * may already be tomorrow or yesterday in Vietnam.
 */
export function suggestionToForm(suggestion: CiteSuggestion, today = new Date()): FilledForm {
  // The service builds the item with the engine (`fromCrossref`, `fromPageMetadata`); the contract types it loosely.
  const item = { ...suggestion.item } as CslItem
  const format = findFormat(suggestion.formatId) ?? findFormat(inferFormatId(item))!
  const fields = formatFields(format)
  if (fields.some((field) => field.variable === 'accessed')) {
    item.accessed = { 'date-parts': [[today.getFullYear(), today.getMonth() + 1, today.getDate()]] }
  }
  const missing = new Set(suggestion.missing)
  return {
    formatId: format.id,
    form: itemToFormState(format.id, item),
    missingKeys: fields.filter((field) => missing.has(field.variable)).map((field) => field.key),
  }
}
