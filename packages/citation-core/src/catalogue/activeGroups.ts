import type { CslItem } from '../csl/CslItem.ts'
import { hasFieldValue, selectValue } from './fieldValue.ts'
import type { FieldGroup, FormatDefinition } from './types.ts'

/** The keys of the fields that appear in more than one option of a set (the shared accessed date). */
function sharedKeys(options: readonly FieldGroup[]): Set<string> {
  const counts = new Map<string, number>()
  for (const group of options)
    for (const field of group.fields) counts.set(field.key, (counts.get(field.key) ?? 0) + 1)
  return new Set([...counts].filter(([, count]) => count > 1).map(([key]) => key))
}

/**
 * The chosen option of each A-or-B set: the first option with data in a field of its own (a database name, a
 * DOI), else the first option with any data, else the first option.
 */
export function activeAlternatives(format: FormatDefinition, item: CslItem): Record<string, string> {
  const sets = new Map<string, FieldGroup[]>()
  for (const group of format.groups) {
    if (group.alternative)
      sets.set(group.alternative.set, [...(sets.get(group.alternative.set) ?? []), group])
  }
  const chosen: Record<string, string> = {}
  for (const [set, options] of sets) {
    const shared = sharedKeys(options)
    const filled = (group: FieldGroup, own: boolean) =>
      group.fields.some((field) => (!own || !shared.has(field.key)) && hasFieldValue(field, item))
    const pick =
      options.find((group) => filled(group, true)) ??
      options.find((group) => filled(group, false)) ??
      options[0]!
    chosen[set] = pick.alternative!.option
  }
  return chosen
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
