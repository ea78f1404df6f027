import { ARCHIVE_TITLE_MAX_LENGTH } from '@unikit/contracts/drive'
import { FormDialog, TextField } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import type { FolderEntry } from '../shared/folderRows.ts'
import { FOLDER_CODE_MAX_LENGTH, validateFolderForm } from './folderForm.ts'

/** Where a new folder goes: a root or a folder, by id, with the name to show in the title. */
export type FolderParent = { id: string; name: string }

/** Creates a folder under a root or a folder, or renames one (its code too: a course's code is how students find it). */
export function FolderDialog({
  parent,
  folder,
  onClose,
  onDone,
}: {
  parent?: FolderParent
  folder?: FolderEntry
  onClose: () => void
  onDone: () => void
}) {
  const [name, setName] = useState(folder?.name ?? '')
  const [code, setCode] = useState(folder?.code ?? '')
  const [errors, setErrors] = useState<{ name?: string; code?: string }>({})
  const { failure, change } = useDeskChange({
    onDone,
    onClose,
    readError: (error) => driveErrorMessage(error).message,
  })

  const save = () => {
    const found = validateFolderForm(name, code)
    setErrors(found.errors)
    const body = found.body
    if (!body) return
    if (folder) return change(() => deskApi.rename({ id: folder.id, ...body }), `Renamed to “${body.name}”`)
    if (parent)
      return change(
        () => deskApi.createFolder({ parent_id: parent.id, ...body }),
        `Folder “${body.name}” created`,
      )
  }
  return (
    <FormDialog
      title={folder ? `Rename “${folder.name}”` : `New folder in ${parent?.name ?? ''}`}
      description={
        folder ? 'Students see the new name at once.' : 'A course, a major, or a folder inside one.'
      }
      size="sm"
      submitLabel={folder ? 'Rename' : 'Create folder'}
      onSubmit={save}
      onClose={onClose}
    >
      <TextField
        label="Name"
        value={name}
        maxLength={ARCHIVE_TITLE_MAX_LENGTH}
        required
        error={errors.name ?? failure}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label="Code (optional)"
        hint="A course's code, such as ECON1192, or a major's short code."
        value={code}
        maxLength={FOLDER_CODE_MAX_LENGTH}
        autoCapitalize="characters"
        error={errors.code}
        onChange={(event) => setCode(event.target.value)}
      />
    </FormDialog>
  )
}
