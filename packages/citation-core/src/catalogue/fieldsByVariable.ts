import type { CslVariable } from '../csl/CslItem.ts'
import { formats } from './catalogue.ts'
import type { Field } from './types.ts'

export interface FormatField {
  formatId: number
  field: Field
}

/**
 * Every variable a form field can hold, with the first field for it in each format, in catalogue order: the
 * details a student can type anywhere.
 */
export const fieldsByVariable: ReadonlyMap<CslVariable, readonly FormatField[]> = (() => {
  const map = new Map<CslVariable, FormatField[]>()
  for (const format of formats) {
    for (const field of format.groups.flatMap((group) => group.fields)) {
      const list = map.get(field.variable) ?? []
      if (!list.some((entry) => entry.formatId === format.id)) list.push({ formatId: format.id, field })
      map.set(field.variable, list)
    }
  }
  return map
})()
