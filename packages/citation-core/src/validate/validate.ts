import { activeGroups } from '../catalogue/activeGroups.ts'
import { findFormat } from '../catalogue/catalogue.ts'
import { hasFieldValue } from '../catalogue/fieldValue.ts'
import type { CslItem } from '../csl/CslItem.ts'
import { fieldErrors } from './fieldErrors.ts'
import type { FieldIssue, ValidationResult } from './ValidationResult.ts'

export interface ValidateOptions {
  /**
   * The chosen option of each A-or-B set, as the form holds it (`FormState.alternatives`). Without it the
   * choice is read from the item, which cannot tell an empty "Library database" option from an empty DOI one.
   */
  alternatives?: Record<string, string>
}

/**
 * Checks an item against its format: the required fields that are empty and the field-level errors of spec
 * section 5, so the form and any import share one set of rules. Only the groups that apply are checked
 * (the chosen A-or-B option, the groups shown for the select values).
 */
export function validate(formatId: number, item: CslItem, options: ValidateOptions = {}): ValidationResult {
  const format = findFormat(formatId)
  if (!format) {
    const error = { key: 'formatId', label: 'Format', message: `Unknown citation format id ${formatId}` }
    return { valid: false, missing: [], errors: [error] }
  }
  const missing: FieldIssue[] = []
  const errors: FieldIssue[] = []
  for (const group of activeGroups(format, item, options.alternatives)) {
    for (const field of group.fields) {
      if (field.required && !hasFieldValue(field, item)) {
        missing.push({ key: field.key, label: field.label, message: `${field.label} is required` })
      }
      for (const problem of fieldErrors(field, item)) {
        errors.push({ key: field.key, label: field.label, message: `${field.label} ${problem}` })
      }
    }
  }
  return { valid: missing.length === 0 && errors.length === 0, missing, errors }
}
