import { getFormat } from '../catalogue/catalogue.ts'
import { fieldsByVariable } from '../catalogue/fieldsByVariable.ts'
import type { CslItem } from '../csl/CslItem.ts'
import { holdsDetail } from '../render/holdsDetail.ts'
import type { CarriedField, FieldValue } from './FormState.ts'
import { itemToFormState } from './itemToFormState.ts'

/**
 * The fields of other formats that keep the details of `item` format `formatId` has no field for (a translator
 * after a switch from Book to Webpage), with their values, so a change of format loses nothing. Each is the field
 * of the first of `preferred` that has one (the format it was typed in), else of the first visible format that does.
 * Whether the format prints it is `unprintedFields`' business. docs/decisions/0719-details-the-format-will-not-print.md
 */
export function carriedFields(
  formatId: number,
  item: CslItem,
  preferred: readonly number[] = [],
): { carried: CarriedField[]; values: Record<string, FieldValue> } {
  const fields = getFormat(formatId).groups.flatMap((group) => group.fields)
  const ownKeys = new Set(fields.map((field) => field.key))
  const ownVariables = new Set(fields.map((field) => field.variable))
  const carried: CarriedField[] = []
  const values: Record<string, FieldValue> = {}
  // One form state per source format, however many of its fields are carried.
  const states = new Map<number, ReturnType<typeof itemToFormState>>()
  const stateOf = (id: number) => states.get(id) ?? states.set(id, itemToFormState(id, item)).get(id)!
  for (const [variable, entries] of fieldsByVariable) {
    if (ownVariables.has(variable) || !holdsDetail(item, variable)) continue
    const source =
      preferred.map((id) => entries.find((entry) => entry.formatId === id)).find(Boolean) ??
      entries.find((entry) => !getFormat(entry.formatId).hidden)
    if (!source || ownKeys.has(source.field.key) || source.field.key in values) continue
    carried.push({ formatId: source.formatId, key: source.field.key })
    values[source.field.key] = stateOf(source.formatId).values[source.field.key]!
  }
  return { carried, values }
}
