import { activeGroups } from '../catalogue/activeGroups.ts'
import { getFormat } from '../catalogue/catalogue.ts'
import { fieldsByVariable } from '../catalogue/fieldsByVariable.ts'
import type { Field } from '../catalogue/types.ts'
import type { CslItem, CslVariable } from '../csl/CslItem.ts'
import { composeInText } from './composeInText.ts'
import { composeReference } from './composeReference.ts'
import { holdsDetail } from './holdsDetail.ts'
import { layoutFor } from './layoutFor.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'

/** A detail the item holds that the format's reference and in-text citation leave out. */
export interface UnprintedField {
  /** The CSL variable that holds it. */
  variable: CslVariable
  /** The form's label for it: the format's own field, else the first format that has one. */
  label: string
  /** The key of the format's own field for it; undefined when the format has no such field. */
  key?: string
  /** The visible formats, other than this one, that have a field for it and would print it, in catalogue order. */
  printedBy: number[]
  /** When the format has the field but prints it only beside another: that other field's label. */
  needs?: string
}

/** The reference and the in-text citation as one comparable string. */
function printed(layout: ReferenceLayout, item: CslItem): string {
  const parts = [...composeReference(layout, item), ...composeInText(layout, item)]
  return JSON.stringify(parts)
}

function without(item: CslItem, variable: CslVariable): CslItem {
  const { [variable]: _dropped, ...rest } = item
  return rest as CslItem
}

/** A stand-in value for an empty field, to see whether filling it would make another detail print. */
function sample(field: Field): unknown {
  if (field.type === 'name') return [{ literal: 'Sample' }]
  if (field.type === 'date' || field.type === 'year' || field.type === 'day_month' || field.type === 'month')
    return { 'date-parts': [[2000, 1, 1]] }
  return field.type === 'select' ? (field.options?.[0]?.value ?? 'sample') : '7'
}

/** True when format `formatId` would print `variable` of this item. */
function printsIn(formatId: number, item: CslItem, variable: CslVariable): boolean {
  const layout = layoutFor(formatId)
  const moved = { ...item, type: getFormat(formatId).cslType }
  return printed(layout, moved) !== printed(layout, without(moved, variable))
}

/** The label of the format's empty field that, filled in, makes `variable` print (a TV season needs its series). */
function neededField(formatId: number, item: CslItem, variable: CslVariable): string | undefined {
  const layout = layoutFor(formatId)
  const format = getFormat(formatId)
  for (const group of activeGroups(format, item)) {
    for (const field of group.fields) {
      if (field.variable === variable || holdsDetail(item, field.variable)) continue
      const filled = { ...item, [field.variable]: sample(field) } as CslItem
      if (printed(layout, filled) !== printed(layout, without(filled, variable))) return field.label
    }
  }
  return undefined
}

/**
 * The details in `item` that format `formatId` does not print: each variable a form field can hold whose removal
 * leaves the reference and the in-text citation unchanged. Read from the renderer itself, so it never drifts from
 * what is written (docs/product/citation-rules-beyond-the-guide.md#nothing-dropped-silently).
 */
export function unprintedFields(formatId: number, item: CslItem): UnprintedField[] {
  const layout = layoutFor(formatId)
  const whole = printed(layout, item)
  const result: UnprintedField[] = []
  for (const [variable, entries] of fieldsByVariable) {
    if (!holdsDetail(item, variable) || printed(layout, without(item, variable)) !== whole) continue
    const own = entries.find((entry) => entry.formatId === formatId)?.field
    const printedBy = entries
      .map((entry) => entry.formatId)
      .filter((id) => id !== formatId && !getFormat(id).hidden && printsIn(id, item, variable))
    const detail: UnprintedField = { variable, label: (own ?? entries[0]!.field).label, printedBy }
    if (own) {
      detail.key = own.key
      const needs = neededField(formatId, item, variable)
      if (needs !== undefined) detail.needs = needs
    }
    result.push(detail)
  }
  return result
}
