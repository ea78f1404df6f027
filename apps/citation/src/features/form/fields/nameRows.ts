import { emptyName, type Field, type FieldValue, type NameValue } from '@unikit/citation-core'

/** The kind a new row of this field starts as (the ABS report's author list starts with organisations). */
export const newRowKind = (field: Field): NameValue['kind'] => field.nameKinds?.[0] ?? 'person'

/** The rows of a name field; a list is never empty in the form. */
export function nameRows(field: Field, value: FieldValue | undefined): NameValue[] {
  return Array.isArray(value) && value.length > 0 ? value : [emptyName(newRowKind(field))]
}

/** docs/product/citations.md#form: "N/A" is offered only while the first and last names (or the organisation) are empty. */
export function rowIsEmpty(row: NameValue): boolean {
  return row.kind === 'organisation'
    ? row.organisation.trim() === '' && row.abbreviation.trim() === ''
    : row.firstName.trim() === '' && row.lastName.trim() === ''
}
