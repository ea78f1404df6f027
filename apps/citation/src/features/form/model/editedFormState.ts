import { type CslItem, carriedFields, type FormState, itemToFormState } from '@unikit/citation-core'

/**
 * The form of a saved citation: its format's fields, and the fields of other formats carrying what it holds but
 * its format will not print (kept by an earlier change of format), so editing loses nothing.
 * docs/decisions/0719-details-the-format-will-not-print.md
 */
export function editedFormState(formatId: number, item: CslItem): FormState {
  const state = itemToFormState(formatId, item)
  const kept = carriedFields(formatId, item)
  if (kept.carried.length === 0) return state
  return { ...state, carried: kept.carried, values: { ...state.values, ...kept.values } }
}
