import type { StaffItem } from '@unikit/contracts/drive'
import { FormDialog } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { type ReactNode, useState } from 'react'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { SampleFactsFields } from './SampleFactsFields.tsx'
import {
  readSampleFacts,
  type SampleFacts,
  type SampleFactsDraft,
  type SampleFactsErrors,
  sampleFactsDraft,
} from './sampleFactsForm.ts'

/** A desk dialog about one file: `onDone` after the change, `onClose` when it closes (the kit's `Decision.dialog`). */
export type FileDialogProps = { item: StaffItem; onClose: () => void; onDone: () => void }

/** What saving the facts does: the call and its toast, or nothing to do (the dialog just closes). */
export type FactsSave = { call: () => Promise<unknown>; done: string } | undefined

/**
 * A desk dialog around a file's facts (publish, edit): checked here as the service checks them, a field's error
 * beside it, the service's refusal above the fields with everything typed kept.
 */
export function SampleFactsDialog({
  item,
  title,
  description,
  submitLabel,
  folderLabel,
  save,
  onClose,
  onDone,
}: {
  title: string
  description: ReactNode
  submitLabel: string
  folderLabel: string
  save: (facts: SampleFacts) => FactsSave
} & FileDialogProps) {
  const [draft, setDraft] = useState(() => sampleFactsDraft(item))
  const [errors, setErrors] = useState<SampleFactsErrors>({})
  const { failure, change } = useDeskChange({
    onDone,
    onClose,
    readError: (error) => driveErrorMessage(error).message,
  })
  const edit = (patch: Partial<SampleFactsDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }))
    // A field changed: its old error no longer says anything true.
    setErrors((previous) => {
      const next = { ...previous }
      for (const field of Object.keys(patch)) delete next[field as keyof SampleFactsDraft]
      return next
    })
  }
  const submit = () => {
    const { errors: found, facts } = readSampleFacts(draft)
    setErrors(found)
    if (!facts) return
    const saving = save(facts)
    if (!saving) return onClose()
    return change(saving.call, saving.done)
  }
  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={submitLabel}
      alert={failure}
      onSubmit={submit}
      onClose={onClose}
    >
      <SampleFactsFields draft={draft} errors={errors} folderLabel={folderLabel} onChange={edit} />
    </FormDialog>
  )
}
