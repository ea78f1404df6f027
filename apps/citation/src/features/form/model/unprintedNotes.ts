import { type CslItem, getFormat, type UnprintedField, unprintedFields } from '@unikit/citation-core'
import { joinOr } from './joinOr.ts'

/** A label inside a sentence: `Translator` → `translator`; acronyms (`DOI`, `URL`) stay as they are. */
function inSentence(label: string): string {
  return /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1)
}

/** At most three formats are named: enough to choose from, short enough to read. */
const NAMED_FORMATS = 3

/**
 * The formats to name: `near` first when it prints the detail, then those of its menu group, then the rest, so a
 * translator typed in a book names books, not the other formats that happen to have one.
 */
function formatsToName(printedBy: readonly number[], near: number | undefined): number[] {
  if (near === undefined) return printedBy.slice(0, NAMED_FORMATS)
  const group = getFormat(near).menuGroup
  const first = printedBy.filter((id) => id === near)
  const sameGroup = printedBy.filter((id) => id !== near && getFormat(id).menuGroup === group)
  const rest = printedBy.filter((id) => id !== near && getFormat(id).menuGroup !== group)
  return [...first, ...sameGroup, ...rest].slice(0, NAMED_FORMATS)
}

/**
 * The note under a field whose detail the format will not print: one plain sentence saying so and what to do
 * (docs/decisions/0719-details-the-format-will-not-print.md). `near` is the format whose field holds it (or the
 * chosen one): its own and its menu group's formats are named first.
 */
export function unprintedNote(detail: UnprintedField, near?: number): string {
  const label = inSentence(detail.label)
  if (detail.needs !== undefined)
    return `This format prints the ${label} only with the ${inSentence(detail.needs)}; fill that in, or leave this empty.`
  const formats = formatsToName(detail.printedBy, near).map((id) => getFormat(id).name)
  if (formats.length === 0) return `This format does not print the ${label}; leave it empty.`
  return `This format does not print the ${label}; choose ${joinOr(formats)}, or leave it empty.`
}

/**
 * The notes of the item's unprinted details, by the key of the field that holds each: the format's own field,
 * or the carried field of another format.
 */
export function unprintedNotes(
  formatId: number,
  item: CslItem,
  carried: readonly { formatId: number; key: string }[] = [],
): Record<string, string> {
  const notes: Record<string, string> = {}
  for (const detail of unprintedFields(formatId, item)) {
    if (detail.key !== undefined) {
      notes[detail.key] = unprintedNote(detail, formatId)
      continue
    }
    for (const kept of carried) {
      const field = getFormat(kept.formatId)
        .groups.flatMap((group) => group.fields)
        .find((f) => f.key === kept.key && f.variable === detail.variable)
      // Named as the field that holds it is labelled (a TV program's "Series title", not a chapter's "Book title").
      if (field) notes[kept.key] = unprintedNote({ ...detail, label: field.label }, kept.formatId)
    }
  }
  return notes
}
