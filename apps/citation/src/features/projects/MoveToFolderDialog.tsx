import { FormDialog, Select, TextField } from '@unikit/design-system'
import { useState } from 'react'
import type { Project } from '../../store/citationTypes.ts'
import { moveProjectToFolder } from '../../store/folderActions.ts'
import { folderNames, nextFolderName } from '../../store/folderRules.ts'
import { actionErrorMessage } from '../shared/runAction.ts'
import styles from './ProjectsSidebar.module.css'

const NEW_FOLDER = '\u0000new'

export type MoveToFolderDialogProps = {
  project: Project
  projects: readonly Project[]
  onMoved: (folderName: string) => void
  onClose: () => void
}

/** "Move to folder…": the keyboard way to put a project into an existing folder or a new one. */
export function MoveToFolderDialog({ project, projects, onMoved, onClose }: MoveToFolderDialogProps) {
  const existing = folderNames(projects).filter((name) => name !== project.folderName)
  const [choice, setChoice] = useState(existing[0] ?? NEW_FOLDER)
  const [newName, setNewName] = useState(() => nextFolderName(folderNames(projects)))
  const [error, setError] = useState<string>()

  const submit = () => {
    const name = choice === NEW_FOLDER ? newName.trim() : choice
    if (name === '') {
      setError('Enter a name for the new folder.')
      return
    }
    try {
      moveProjectToFolder(project.id, name)
      onMoved(name)
    } catch (problem) {
      setError(actionErrorMessage(problem))
    }
  }

  return (
    <FormDialog
      title="Move to folder"
      description={`Choose the folder for “${project.title}”.`}
      submitLabel="Move"
      onSubmit={submit}
      onClose={onClose}
    >
      <Select
        label="Folder"
        options={[
          ...existing.map((name) => ({ value: name, label: name })),
          { value: NEW_FOLDER, label: 'New folder…' },
        ]}
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value)
          setError(undefined)
        }}
      />
      {choice === NEW_FOLDER && (
        <TextField
          label="New folder name"
          value={newName}
          maxLength={255}
          onChange={(event) => {
            setNewName(event.target.value)
            setError(undefined)
          }}
        />
      )}
      {error && (
        <p role="alert" className={styles.dialogError}>
          {error}
        </p>
      )}
    </FormDialog>
  )
}
