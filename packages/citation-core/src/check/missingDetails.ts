import { findFormat } from '../catalogue/catalogue.ts'
import type { CslItem, CslVariable } from '../csl/CslItem.ts'
import { validate } from '../validate/validate.ts'

/**
 * The required details of the format that the item lacks, as CSL variables (the catalogue's `required`
 * fields, in the groups that apply), so the UI can open the format's form at them.
 */
export function missingDetails(formatId: number, item: CslItem): CslVariable[] {
  const format = findFormat(formatId)
  if (!format) return []
  const fields = new Map(format.groups.flatMap((group) => group.fields).map((field) => [field.key, field]))
  const missing: CslVariable[] = []
  for (const issue of validate(formatId, item).missing) {
    const variable = fields.get(issue.key)?.variable
    if (variable && !missing.includes(variable)) missing.push(variable)
  }
  return missing
}
