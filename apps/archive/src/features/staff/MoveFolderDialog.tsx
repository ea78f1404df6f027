import { FormDialog } from '@unikit/design-system'
import { useDeskChange } from '@unikit/staff-desk'
import { useMemo, useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { FolderSelect } from '../shared/FolderSelect.tsx'
import { type FolderEntry, folderAndDescendants } from '../shared/folderRows.ts'

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
  const exclude = useMemo(() => folderAndDescendants(folders, folder.id), [folders, folder.id])
  const { failure, change } = useDeskChange({
    onDone,
    onClose,
    readError: (error) => driveErrorMessage(error).message,
  })
  const move = () => {
    if (parentId === folder.parent_id) return onClose()
    return change(() => deskApi.moveFolder({ id: folder.id, parent_id: parentId }), `“${folder.name}” moved`)
  }
  return (
    <FormDialog
      title={`Move “${folder.name}”`}
      description="Everything in it moves with it."
      size="sm"
      submitLabel="Move"
      onSubmit={move}
      onClose={onClose}
    >
      <FolderSelect
        label="Move to"
        rootsSelectable
        exclude={exclude}
        value={parentId}
        required
        error={failure}
        onChange={(event) => setParentId(event.target.value)}
      />
    </FormDialog>
  )
}
