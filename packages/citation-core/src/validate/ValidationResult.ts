/** A problem with one field, keyed like the catalogue field so the form can show it beside the input. */
export interface FieldIssue {
  key: string
  label: string
  message: string
}

export interface ValidationResult {
  valid: boolean
  /** Required fields that are empty. */
  missing: FieldIssue[]
  /** Fields whose value breaks a rule of docs/product/citations.md#form (length, numbers, dates, URL, DOI). */
  errors: FieldIssue[]
}
