import { getFormat } from '../catalogue/catalogue.ts'
import type { CslItem } from '../csl/CslItem.ts'
import { unprintedFields } from '../render/unprintedFields.ts'
import type { CarriedField, FieldValue } from './FormState.ts'
import { itemToFormState } from './itemToFormState.ts'

/**
 * The fields of other formats that keep the details of `item` format `formatId` has no field for (a translator
 * after a switch from Book to Webpage), with their values. Each is the field of the first of `preferred` that
 * prints it (the format it was typed in), else of the first format that does.
 * docs/decisions/0719-details-the-format-will-not-print.md
 */
export function carriedFields(
  formatId: number,
  item: CslItem,
  preferred: readonly number[] = [],
): { carried: CarriedField[]; values: Record<string, FieldValue> } {
  const own = new Set(getFormat(formatId).groups.flatMap((group) => group.fields.map((field) => field.key)))
  const carried: CarriedField[] = []
  const values: Record<string, FieldValue> = {}
  for (const detail of unprintedFields(formatId, item)) {
    const source = preferred.find((id) => detail.printedBy.includes(id)) ?? detail.printedBy[0]
    if (detail.key !== undefined || source === undefined) continue
    const field = getFormat(source)
      .groups.flatMap((group) => group.fields)
      .find((f) => f.variable === detail.variable)
    if (!field || own.has(field.key) || field.key in values) continue
    carried.push({ formatId: source, key: field.key })
    values[field.key] = itemToFormState(source, item).values[field.key]!
  }
  return { carried, values }
}
