import type { CslItem, Field, FormState } from '@unikit/citation-core'
import type { Dispatch } from 'react'
import type { CitationFormAction } from '../model/citationFormReducer.ts'

/** What every field control gets from the form. */
export type FieldControlProps = {
  field: Field
  form: FormState
  /** The item the form writes now: Autofill boxes show the value they will use. */
  item: CslItem
  /** The problem to show under the field (after it was touched, or after a save attempt). */
  issue: string | undefined
  /** Auto-cite could not fill it. */
  autoMissing: boolean
  /** The note that the format will not print what the field holds. */
  unprinted?: string | undefined
  dispatch: Dispatch<CitationFormAction>
}

export const AUTO_MISSING_NOTE = 'Auto-cite could not find this. Please fill it in.'
