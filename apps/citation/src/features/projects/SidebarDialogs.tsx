import { ConfirmDialog, toast } from '@unikit/design-system'
import type { Project, SavedCitation } from '../../store/citationTypes.ts'
import { deleteProject } from '../../store/projectActions.ts'
import { attempt } from '../shared/runAction.ts'
import { MergeProjectDialog } from './MergeProjectDialog.tsx'
import { MoveToFolderDialog } from './MoveToFolderDialog.tsx'
import { type OpenDialog, quote, type SidebarContext } from './sidebarState.ts'

/** The dialogs a project's menu opens: merge into another project, move to a folder, delete with its citations. */
export function SidebarDialogs({
  dialog,
  context,
  citations,
}: {
  dialog: OpenDialog
  context: SidebarContext
  citations: readonly SavedCitation[]
}) {
  const { projects, setDialog, announce } = context
  const project = dialog ? projects.find((candidate) => candidate.id === dialog.id) : undefined
  const close = () => setDialog(null)
  return (
    <>
      {dialog?.kind === 'merge' && project && (
        <MergeProjectDialog
          source={project}
          projects={projects}
          onClose={close}
          onMerged={(target) => {
            close()
            toast(`${quote(project.title)} merged into ${quote(target.title)}`, { type: 'success' })
          }}
        />
      )}
      {dialog?.kind === 'move' && project && (
        <MoveToFolderDialog
          project={project}
          projects={projects}
          onClose={close}
          onMoved={(folderName) => {
            close()
            context.setFolderOpen(folderName, true)
            announce(`${quote(project.title)} moved to folder ${quote(folderName)}.`)
            context.focusMenu(`project-${project.id}`)
          }}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete' && Boolean(project)}
        title="Delete project"
        message={project ? `Delete ${quote(project.title)} and its ${countLabel(citations, project)}?` : ''}
        confirmLabel="Delete"
        danger
        onCancel={close}
        onConfirm={() => {
          if (!project) return
          close()
          if (attempt(() => deleteProject(project.id))) announce(`${quote(project.title)} deleted.`)
        }}
      />
    </>
  )
}

function countLabel(citations: readonly SavedCitation[], project: Project): string {
  const count = citations.filter((citation) => citation.projectId === project.id).length
  return count === 1 ? '1 citation' : `${count} citations`
}
