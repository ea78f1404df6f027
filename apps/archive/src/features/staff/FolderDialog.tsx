import { ARCHIVE_TITLE_MAX_LENGTH } from '@unikit/contracts/drive'
import { Button, Dialog, TextField, toast } from '@unikit/design-system'
import { type FormEvent, useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import type { FolderEntry } from '../shared/folderRows.ts'
import styles from './Desk.module.css'
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
  const [busy, setBusy] = useState(false)

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateFolderForm(name, code)
    setErrors(found.errors)
    if (!found.body) return
    setBusy(true)
    try {
      if (folder) await deskApi.rename({ id: folder.id, ...found.body })
      else if (parent) await deskApi.createFolder({ parent_id: parent.id, ...found.body })
      toast(folder ? `Renamed to “${found.body.name}”` : `Folder “${found.body.name}” created`, {
        type: 'success',
      })
      onDone()
      onClose()
    } catch (failure) {
      setErrors({ name: driveErrorMessage(failure).message })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!busy}
      title={folder ? `Rename “${folder.name}”` : `New folder in ${parent?.name ?? ''}`}
      description={
        folder ? 'Students see the new name at once.' : 'A course, a major, or a folder inside one.'
      }
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="archive-folder-form" loading={busy}>
            {folder ? 'Rename' : 'Create folder'}
          </Button>
        </>
      }
    >
      <form id="archive-folder-form" className={styles.form} onSubmit={save} noValidate>
        <TextField
          label="Name"
          value={name}
          maxLength={ARCHIVE_TITLE_MAX_LENGTH}
          required
          error={errors.name}
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
      </form>
    </Dialog>
  )
}
