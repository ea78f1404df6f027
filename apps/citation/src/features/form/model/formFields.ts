import type { Field, FieldGroup, FormatDefinition, FormState } from '@unikit/citation-core'

/** Every field of a format, in form order (a key shared by A-or-B options appears once). */
export function formatFields(format: FormatDefinition): Field[] {
  const seen = new Set<string>()
  const fields: Field[] = []
  for (const field of format.groups.flatMap((group) => group.fields)) {
    if (seen.has(field.key)) continue
    seen.add(field.key)
    fields.push(field)
  }
  return fields
}

/** True while a `when` group's select holds one of its values, as the form shows it. */
export function groupVisible(group: FieldGroup, form: FormState): boolean {
  if (!group.when) return true
  const value = form.values[group.when.field]
  return typeof value === 'string' && group.when.in.includes(value)
}

/** True when the group is shown: its `when` holds and, for an A-or-B option, it is the chosen one. */
export function groupActive(format: FormatDefinition, group: FieldGroup, form: FormState): boolean {
  if (group.alternative) {
    const chosen = form.alternatives[group.alternative.set] ?? firstOption(format, group.alternative.set)
    if (chosen !== group.alternative.option) return false
  }
  return groupVisible(group, form)
}

/** The first (default) option of an A-or-B set. */
export function firstOption(format: FormatDefinition, set: string): string | undefined {
  return format.groups.find((group) => group.alternative?.set === set)?.alternative?.option
}

/** The keys of the fields the form shows now, in order. */
export function shownFieldKeys(format: FormatDefinition, form: FormState): string[] {
  const keys: string[] = []
  for (const group of format.groups) {
    if (!groupActive(format, group, form)) continue
    for (const field of group.fields) {
      if (field.type !== 'hidden' && !keys.includes(field.key)) keys.push(field.key)
    }
  }
  return keys
}
