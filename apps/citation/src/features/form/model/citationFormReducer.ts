import { emptyFormState, type FieldValue, type FormState } from '@unikit/citation-core'
import type { FilledForm } from './suggestionToForm.ts'
import { switchFormat } from './switchFormat.ts'

/** Everything the form pane edits, beyond what is derived from it (the item, the preview, the issues). */
export type CitationFormModel = {
  formatId: number
  form: FormState
  /** Fields the student has left once: their hints show from then on. */
  touched: Record<string, true>
  /** "Cite this!" was pressed with problems left: every hint shows. */
  submitted: boolean
  /** Fields auto-cite could not fill, marked until the student fills them. */
  autoMissing: Record<string, true>
}

export type CitationFormAction =
  | { type: 'setValue'; key: string; value: FieldValue }
  | { type: 'setChecked'; key: string; checked: boolean }
  | { type: 'setAlternative'; set: string; option: string }
  | { type: 'touch'; key: string }
  | { type: 'changeFormat'; formatId: number; today: Date }
  | { type: 'fill'; filled: FilledForm }
  | { type: 'submitFailed' }

export function initialModel(
  formatId: number,
  form: FormState = emptyFormState(formatId),
): CitationFormModel {
  return { formatId, form, touched: {}, submitted: false, autoMissing: {} }
}

function without(record: Record<string, true>, key: string): Record<string, true> {
  if (!(key in record)) return record
  const { [key]: _removed, ...rest } = record
  return rest
}

export function citationFormReducer(model: CitationFormModel, action: CitationFormAction): CitationFormModel {
  switch (action.type) {
    case 'setValue':
      return {
        ...model,
        form: { ...model.form, values: { ...model.form.values, [action.key]: action.value } },
        autoMissing: without(model.autoMissing, action.key),
      }
    case 'setChecked':
      return {
        ...model,
        form: { ...model.form, checked: { ...model.form.checked, [action.key]: action.checked } },
        autoMissing: without(model.autoMissing, action.key),
      }
    case 'setAlternative':
      return {
        ...model,
        form: { ...model.form, alternatives: { ...model.form.alternatives, [action.set]: action.option } },
      }
    case 'touch':
      return model.touched[action.key]
        ? model
        : { ...model, touched: { ...model.touched, [action.key]: true } }
    case 'changeFormat':
      if (action.formatId === model.formatId) return model
      return {
        ...model,
        formatId: action.formatId,
        form: switchFormat(model.formatId, action.formatId, model.form, action.today),
        autoMissing: {},
      }
    case 'fill':
      return {
        formatId: action.filled.formatId,
        form: action.filled.form,
        touched: {},
        submitted: false,
        autoMissing: Object.fromEntries(action.filled.missingKeys.map((key) => [key, true as const])),
      }
    case 'submitFailed':
      return { ...model, submitted: true }
  }
}
