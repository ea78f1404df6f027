import { type CslItem, type DateValue, type FormState, getFormat, validate } from '@unikit/citation-core'
import { formatFields, shownFieldKeys } from './formFields.ts'

/** The problems of the shown fields, by field key, each a sentence for under the field. */
export type FormIssues = Record<string, string>

const isDateValue = (value: unknown): value is DateValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'year' in value

/**
 * The engine's checks (`validate`, with the chosen A-or-B options) plus one the item cannot show: a day or
 * month picked without a year, which the CSL date would silently drop.
 */
export function formIssues(formatId: number, form: FormState, item: CslItem): FormIssues {
  const format = getFormat(formatId)
  const shown = new Set(shownFieldKeys(format, form))
  const result = validate(formatId, item, { alternatives: form.alternatives })
  const messages = new Map<string, string[]>()
  const add = (key: string, message: string) => {
    if (!shown.has(key)) return
    const list = messages.get(key) ?? []
    if (!list.includes(message)) messages.set(key, [...list, message])
  }
  for (const issue of [...result.missing, ...result.errors]) add(issue.key, issue.message)
  for (const field of formatFields(format)) {
    const value = form.values[field.key]
    if (field.range === 'end' || !isDateValue(value) || form.checked[field.key]) continue
    if (value.noDate || value.period.trim() !== '' || value.year.trim() !== '') continue
    if (value.day === '' && value.month === '') continue
    // Says more than "is required" does.
    messages.set(
      field.key,
      (messages.get(field.key) ?? []).filter((message) => !message.endsWith(' is required')),
    )
    add(field.key, `${field.label} needs a year`)
  }
  const issues: FormIssues = {}
  for (const key of shown) {
    const list = messages.get(key)
    if (list) issues[key] = list.join('; ')
  }
  return issues
}
