import {
  type CslItem,
  carriedFields,
  type FormState,
  formStateToItem,
  getFormat,
  itemToFormState,
} from '@unikit/citation-core'
import { formatFields } from './formFields.ts'
import { newFormState } from './newFormState.ts'

const sameDay = (item: CslItem, today: Date) =>
  JSON.stringify(item.accessed) ===
  JSON.stringify({ 'date-parts': [[today.getFullYear(), today.getMonth() + 1, today.getDate()]] })

/**
 * The form of format `to` holding what the form of format `from` held: mapped through the CSL item, so the
 * values the new format has a field for fill its fields (title, authors, year...), and the rest stay in the
 * fields of a format that prints them, carried under the form with a note (docs/decisions/0719-details-the-format-will-not-print.md).
 * The new format's defaults (the ABS author, a website name) fill what the old one left empty, and ticked
 * Autofill boxes stay ticked. A form nothing was typed in becomes the new format's new form.
 */
export function switchFormat(from: number, to: number, form: FormState, today = new Date()): FormState {
  const written = formStateToItem(from, form, { today })
  const target = getFormat(to)
  // Today's accessed date was the new form's, not the student's: a format without one does not keep it.
  if (sameDay(written, today) && !formatFields(target).some((field) => field.variable === 'accessed'))
    delete written.accessed
  if (Object.keys(written).length === 1 || JSON.stringify(written) === JSON.stringify(fresh(from, today)))
    return newFormState(to, today)
  const item: CslItem = { ...written, type: target.cslType }
  const values = item as Record<string, unknown>
  for (const field of formatFields(target)) {
    if (values[field.variable] !== undefined) continue
    if (field.defaultNames) values[field.variable] = [...field.defaultNames]
    else if (field.defaultValue !== undefined) values[field.variable] = field.defaultValue
  }
  const next = itemToFormState(to, item)
  const kept = carriedFields(to, item, [from, ...(form.carried ?? []).map((field) => field.formatId)])
  if (kept.carried.length > 0) {
    next.carried = kept.carried
    next.values = { ...next.values, ...kept.values }
  }
  const before = formatFields(getFormat(from))
  for (const field of formatFields(target)) {
    const old = before.find((f) => f.key === field.key)
    if (field.autofill && old?.autofill?.from === field.autofill.from && form.checked[field.key]) {
      next.checked[field.key] = true
    }
  }
  return next
}

/** What a new form of the format writes (its defaults and today's accessed date). */
function fresh(formatId: number, today: Date): CslItem {
  return formStateToItem(formatId, newFormState(formatId, today), { today })
}
