import type { Tag } from '@unikit/contracts/teachers'
import { FormDialog, TextField } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { useState } from 'react'
import { deskApi } from '../../api/feedbackApi.ts'
import { validateTagName } from './catalogueForm.ts'

/** Renames a tag everywhere it was given; the error stays in the dialog. */
export function RenameTagDialog({
  tag,
  onClose,
  onDone,
}: {
  tag: Tag
  onClose: () => void
  onDone: () => void
}) {
  const [name, setName] = useState(tag.name)
  const { failure, setFailure, change } = useDeskChange({ onDone, onClose })
  const save = () => {
    const found = validateTagName(name)
    if (found.error) return setFailure(found.error)
    if (found.name === tag.name) return onClose()
    return change(() => deskApi.renameTag(tag.id, found.name), `“${tag.name}” is now “${found.name}”`)
  }
  return (
    <FormDialog
      title={`Rename “${tag.name}”`}
      description="The new name shows on every insight that carries the tag."
      size="sm"
      submitLabel="Rename"
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="New name"
        value={name}
        maxLength={40}
        required
        error={failure}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  )
}
