import { ARCHIVE_TITLE_MAX_LENGTH, type StaffItem } from '@unikit/contracts/drive'
import { Button, Dialog, TextField, toast } from '@unikit/design-system'
import { type FormEvent, useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { FolderSelect } from '../shared/FolderSelect.tsx'
import { validateUploadForm } from '../upload/uploadForm.ts'
import styles from './Desk.module.css'

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
  const [errors, setErrors] = useState<{ folder?: string; name?: string; failure?: string }>({})
  const [busy, setBusy] = useState(false)

  const publish = async (event: FormEvent) => {
    event.preventDefault()
    // The same rules as the student's upload form: a title of 3 to 160 visible characters, a folder.
    const { errors: found } = validateUploadForm({ file: null, title: name, folderId, rights: true })
    if (found.title || found.folder) return setErrors({ name: found.title, folder: found.folder })
    setBusy(true)
    setErrors({})
    try {
      await deskApi.publish({ id: item.id, folder_id: folderId, name: name.trim() })
      toast(`“${name.trim()}” published`, { type: 'success' })
      onDone()
      onClose()
    } catch (failure) {
      setErrors({ failure: driveErrorMessage(failure).message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!busy}
      title={`Publish “${item.name}”`}
      description="Students see it in the folder you choose as soon as it is published."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="archive-publish-form" loading={busy}>
            Publish
          </Button>
        </>
      }
    >
      <form id="archive-publish-form" onSubmit={publish} noValidate className={styles.form}>
        {errors.failure && (
          <p role="alert" className={styles.failure}>
            {errors.failure}
          </p>
        )}
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
      </form>
    </Dialog>
  )
}
