import { Button, Dialog, Select } from '@unikit/design-system'
import { type FormEvent, useState } from 'react'
import type { Project } from '../../store/citationTypes.ts'
import { mergeProjects } from '../../store/projectActions.ts'
import { actionErrorMessage } from '../shared/runAction.ts'
import styles from './ProjectsSidebar.module.css'

export type MergeProjectDialogProps = {
  source: Project
  projects: readonly Project[]
  onMerged: (target: Project) => void
  onClose: () => void
}

/** "Merge project": moves the source's citations into the chosen project and deletes the source. */
export function MergeProjectDialog({ source, projects, onMerged, onClose }: MergeProjectDialogProps) {
  const others = projects.filter((project) => project.id !== source.id)
  const [targetId, setTargetId] = useState(String(others[0]?.id ?? ''))
  const [merging, setMerging] = useState(false)
  const [error, setError] = useState<string>()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const target = projects.find((project) => String(project.id) === targetId)
    if (!target) return
    setMerging(true)
    setError(undefined)
    // One frame for "Merging..." to show before the (synchronous) write.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    try {
      mergeProjects(source.id, target.id)
      onMerged(target)
    } catch (problem) {
      setError(actionErrorMessage(problem))
      setMerging(false)
    }
  }

  return (
    <Dialog
      open
      title="Merge project"
      description={`The citations of “${source.title}” move into the project you choose, and “${source.title}” is deleted.`}
      onClose={() => {
        if (!merging) onClose()
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={merging}>
            Cancel
          </Button>
          <Button type="submit" form="merge-project-form" disabled={merging || others.length === 0}>
            {merging ? 'Merging...' : 'Merge'}
          </Button>
        </>
      }
    >
      <form id="merge-project-form" onSubmit={submit}>
        {others.length === 0 ? (
          <p>There is no other project to merge with.</p>
        ) : (
          <Select
            label="Merge with project:"
            options={others.map((project) => ({ value: String(project.id), label: project.title }))}
            value={targetId}
            onChange={(event) => setTargetId(event.target.value)}
            // Always a list box (a size of 1 would make it a drop-down); up to 6 rows, then it scrolls (200px).
            size={Math.max(2, Math.min(others.length, 6))}
            className={styles.mergeList}
          />
        )}
        {error && (
          <p role="alert" className={styles.dialogError}>
            {error}
          </p>
        )}
      </form>
    </Dialog>
  )
}
