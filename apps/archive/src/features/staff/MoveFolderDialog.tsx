import { Button, Dialog, toast } from '@unikit/design-system'
import { type FormEvent, useMemo, useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { FolderSelect } from '../shared/FolderSelect.tsx'
import { type FolderEntry, folderAndDescendants } from '../shared/folderRows.ts'
import styles from './Desk.module.css'

/** Moves a folder, with everything in it, under a root or another folder; never into itself or below itself. */
export function MoveFolderDialog({
  folder,
  folders,
  onClose,
  onDone,
}: {
  folder: FolderEntry
  folders: readonly FolderEntry[]
  onClose: () => void
  onDone: () => void
}) {
  const [parentId, setParentId] = useState(folder.parent_id)
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const exclude = useMemo(() => folderAndDescendants(folders, folder.id), [folders, folder.id])

  const move = async (event: FormEvent) => {
    event.preventDefault()
    if (parentId === folder.parent_id) return onClose()
    setBusy(true)
    setError(undefined)
    try {
      await deskApi.moveFolder({ id: folder.id, parent_id: parentId })
      toast(`“${folder.name}” moved`, { type: 'success' })
      onDone()
      onClose()
    } catch (failure) {
      setError(driveErrorMessage(failure).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!busy}
      title={`Move “${folder.name}”`}
      description="Everything in it moves with it."
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="archive-move-form" loading={busy}>
            Move
          </Button>
        </>
      }
    >
      <form id="archive-move-form" className={styles.form} onSubmit={move} noValidate>
        <FolderSelect
          label="Move to"
          rootsSelectable
          exclude={exclude}
          value={parentId}
          required
          error={error}
          onChange={(event) => setParentId(event.target.value)}
        />
      </form>
    </Dialog>
  )
}
