import { activeGroups } from '../catalogue/activeGroups.ts'
import { getFormat } from '../catalogue/catalogue.ts'
import type { Field, FieldGroup, FormatDefinition } from '../catalogue/types.ts'
import type { CslDate, CslItem, CslName } from '../csl/CslItem.ts'
import { fromDateValues } from './dateValues.ts'
import type { DateValue, FieldValue, FormState, NameValue } from './FormState.ts'
import { fromNameValue } from './nameValues.ts'

export interface FormStateToItemOptions {
  /** The item being edited: its id and extra data are kept. */
  base?: CslItem
  /** "Today" for the accessed-date Autofill box; defaults to the current date. */
  today?: Date
}

const isDateType = (field: Field) =>
  field.type === 'date' || field.type === 'year' || field.type === 'day_month' || field.type === 'month'

function todayValue(today: Date): CslDate {
  return { 'date-parts': [[today.getFullYear(), today.getMonth() + 1, today.getDate()]] }
}

function firstAuthorLabel(state: FormState, format: FormatDefinition): string {
  const authorField = format.groups.flatMap((g) => g.fields).find((f) => f.type === 'name')
  const rows = authorField ? (state.values[authorField.key] as NameValue[] | undefined) : undefined
  const first = rows?.[0]
  if (!first) return ''
  if (first.kind === 'organisation') return first.abbreviation.trim() || first.organisation.trim()
  return [first.firstName, first.middleName, first.lastName]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(' ')
}

function names(field: Field, value: FieldValue | undefined, checked: boolean): CslName[] | undefined {
  if (checked && field.notApplicable) return []
  if (!Array.isArray(value)) return undefined
  const list = value.map(fromNameValue).filter((n): n is CslName => n !== undefined)
  return list.length > 0 ? list : undefined
}

function text(
  field: Field,
  value: FieldValue | undefined,
  state: FormState,
  format: FormatDefinition,
): string {
  if (state.checked[field.key] && field.noValue) return field.noValue.value
  if (state.checked[field.key] && field.autofill?.from === 'author') return firstAuthorLabel(state, format)
  return typeof value === 'string' ? value.trim() : ''
}

function dateFor(group: readonly Field[], field: Field, state: FormState, options: FormStateToItemOptions) {
  if (state.checked[field.key] && field.autofill?.from === 'today')
    return todayValue(options.today ?? new Date())
  const end = group.find((f) => f.variable === field.variable && f.range === 'end')
  return fromDateValues(
    state.values[field.key] as DateValue | undefined,
    end ? (state.values[end.key] as DateValue | undefined) : undefined,
  )
}

function writeField(
  item: CslItem,
  field: Field,
  group: FieldGroup,
  state: FormState,
  format: FormatDefinition,
  options: FormStateToItemOptions,
) {
  const target = item as Record<string, unknown>
  if (field.type === 'name') {
    const list = names(field, state.values[field.key], state.checked[field.key] === true)
    if (list) target[field.variable] = list
  } else if (isDateType(field)) {
    if (field.range === 'end') return
    const date = dateFor(group.fields, field, state, options)
    if (date) target[field.variable] = date
  } else {
    const value = text(field, state.values[field.key], state, format)
    if (value !== '') target[field.variable] = value
  }
}

/**
 * The CSL item of a filled-in form. Only the groups that apply are written (the chosen A-or-B option, the
 * groups shown for the select values); "N/A" writes an empty name list, "No date" writes `n.d.`
 */
export function formStateToItem(
  formatId: number,
  state: FormState,
  options: FormStateToItemOptions = {},
): CslItem {
  const format = getFormat(formatId)
  const item: CslItem = { type: format.cslType }
  if (options.base?.id !== undefined) item.id = options.base.id
  if (options.base?.custom) item.custom = options.base.custom
  const selects = Object.fromEntries(
    format.groups
      .flatMap((g) => g.fields)
      .filter((f) => f.type === 'select')
      .map((f) => [f.variable, text(f, state.values[f.key], state, format)]),
  )
  for (const group of activeGroups(format, { type: format.cslType, ...selects }, state.alternatives)) {
    for (const field of group.fields) writeField(item, field, group, state, format, options)
  }
  writeCarried(item, state, options)
  return item
}

/** Writes the carried fields of other formats, so a format change never loses what was typed. */
function writeCarried(item: CslItem, state: FormState, options: FormStateToItemOptions) {
  for (const carried of state.carried ?? []) {
    const source = getFormat(carried.formatId)
    const group = source.groups.find((g) => g.fields.some((f) => f.key === carried.key))
    const field = group?.fields.find((f) => f.key === carried.key)
    if (group && field && item[field.variable] === undefined)
      writeField(item, field, group, state, source, options)
  }
}
