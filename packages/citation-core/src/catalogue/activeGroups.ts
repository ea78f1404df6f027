import type { CslItem } from '../csl/CslItem.ts'
import { hasFieldValue, selectValue } from './fieldValue.ts'
import type { FieldGroup, FormatDefinition } from './types.ts'

/** The chosen option of each A-or-B set: the first option with data in the item, else the first option. */
export function activeAlternatives(format: FormatDefinition, item: CslItem): Record<string, string> {
  const chosen: Record<string, string> = {}
  const first: Record<string, string> = {}
  for (const group of format.groups) {
    const alternative = group.alternative
    if (!alternative) continue
    first[alternative.set] ??= alternative.option
    if (chosen[alternative.set] === undefined && group.fields.some((field) => hasFieldValue(field, item))) {
      chosen[alternative.set] = alternative.option
    }
  }
  return { ...first, ...chosen }
}

/** True when a group's `when` condition holds for the item (or the form's select values). */
export function groupShown(format: FormatDefinition, group: FieldGroup, item: CslItem): boolean {
  if (!group.when) return true
  const condition = group.when
  const field = format.groups.flatMap((g) => g.fields).find((f) => f.key === condition.field)
  return field !== undefined && condition.in.includes(selectValue(field, item))
}

/**
 * The groups that apply to an item: shown by their condition, and the chosen option of each A-or-B set
 * (`alternatives` overrides the choice read from the item, as the form does).
 */
export function activeGroups(
  format: FormatDefinition,
  item: CslItem,
  alternatives: Record<string, string> = {},
): FieldGroup[] {
  const chosen = { ...activeAlternatives(format, item), ...alternatives }
  return format.groups.filter((group) => {
    if (group.alternative && chosen[group.alternative.set] !== group.alternative.option) return false
    return groupShown(format, group, item)
  })
}
