import { ARCHIVE_TITLE_MAX_LENGTH, type StaffItem } from '@unikit/contracts/drive'
import { FormDialog, TextField } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { FolderSelect } from '../shared/FolderSelect.tsx'
import { validateUploadForm } from '../upload/uploadForm.ts'

/**
 * Publishes an upload: into the course or major the student asked for unless staff choose another, under the
 * student's title unless staff improve it.
 */
export function PublishDialog({
  item,
  onClose,
  onDone,
}: {
  item: StaffItem
  onClose: () => void
  onDone: () => void
}) {
  const [folderId, setFolderId] = useState(item.requested_folder?.id ?? item.folder?.id ?? '')
  const [name, setName] = useState(item.name)
  const [errors, setErrors] = useState<{ folder?: string; name?: string }>({})
  const { failure, change } = useDeskChange({
    onDone,
    onClose,
    readError: (error) => driveErrorMessage(error).message,
  })

  const publish = () => {
    // The same rules as the student's upload form: a title of 3 to 160 visible characters, a folder.
    const { errors: found } = validateUploadForm({ file: null, title: name, folderId, rights: true })
    setErrors({ name: found.title, folder: found.folder })
    if (found.title || found.folder) return
    return change(
      () => deskApi.publish({ id: item.id, folder_id: folderId, name: name.trim() }),
      `“${name.trim()}” published`,
    )
  }

  return (
    <FormDialog
      title={`Publish “${item.name}”`}
      description="Students see it in the folder you choose as soon as it is published."
      submitLabel="Publish"
      alert={failure}
      onSubmit={publish}
      onClose={onClose}
    >
      <FolderSelect
        label="Publish in"
        placeholder="Choose a course or major"
        value={folderId}
        required
        error={errors.folder}
        onChange={(event) => setFolderId(event.target.value)}
      />
      <TextField
        label="Name"
        hint="3 to 160 characters, as students will see it."
        value={name}
        maxLength={ARCHIVE_TITLE_MAX_LENGTH}
        required
        error={errors.name}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  )
}
