import {
  type CslItem,
  type CslVariable,
  findFormat,
  inferFormatId,
  itemToFormState,
} from '@unikit/citation-core'
import { formatFields } from '../form/model/formFields.ts'
import type { FilledForm } from '../form/model/suggestionToForm.ts'

/** The format an entry goes into the form with: the one recognised, else the one its parts suggest. */
export const formatOf = (formatId: number | null, item: CslItem) =>
  findFormat(formatId ?? inferFormatId(item)) ?? findFormat(inferFormatId(item))!

/**
 * "Complete in the form" (docs/product/citations.md#checking-a-reference-list): the recognised format's form,
 * filled with everything parsed, the missing details marked as after auto-cite. Unlike a lookup, the accessed
 * date is not set to today: only the student knows when they read the page.
 */
export function checkToForm(
  formatId: number | null,
  item: CslItem,
  missing: readonly CslVariable[],
): FilledForm {
  const format = formatOf(formatId, item)
  const absent = new Set<string>(missing)
  return {
    formatId: format.id,
    form: itemToFormState(format.id, item),
    missingKeys: formatFields(format)
      .filter((field) => absent.has(field.variable))
      .map((field) => field.key),
  }
}

const FALLBACK_LABELS: Partial<Record<CslVariable, string>> = {
  issued: 'year',
  accessed: 'date accessed',
  author: 'author',
  title: 'title',
  publisher: 'publisher',
  URL: 'URL',
  'container-title': 'journal or site name',
}

/** The missing details in words, as the format's form labels them: "year and date accessed". */
export function missingText(formatId: number | null, item: CslItem, missing: readonly CslVariable[]): string {
  const fields = formatFields(formatOf(formatId, item))
  const labels = missing.map((variable) => {
    const label =
      fields.find((field) => field.variable === variable)?.label ?? FALLBACK_LABELS[variable] ?? variable
    return label.toLowerCase()
  })
  const unique = [...new Set(labels)]
  return unique.length <= 1 ? (unique[0] ?? '') : `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`
}
