import type { Project } from '../../store/citationTypes.ts'
import { createProjectInFolder, moveProject, removeProjectFromFolder } from '../../store/folderActions.ts'
import {
  createProject,
  duplicateProject,
  renameProject,
  setActiveProject,
} from '../../store/projectActions.ts'
import { runAction } from '../shared/runAction.ts'
import type { ProjectRowActions } from './ProjectRow.tsx'
import { quote, type SidebarContext } from './sidebarState.ts'

/** A new project (last, or last in a folder), active, with its name box open (docs/product/citations.md#projects). */
export function startNewProject(context: SidebarContext, folderName?: string) {
  const id = runAction(() => (folderName ? createProjectInFolder(folderName) : createProject()))
  if (id === undefined) return
  if (folderName) context.setFolderOpen(folderName, true)
  context.setRenaming({ kind: 'project', id })
}

/** What a project row's menu and name box do; every move is announced and keeps the focus on the row's menu. */
export function projectRowActions(context: SidebarContext, project: Project): ProjectRowActions {
  const { announce, focusMenu, setRenaming, setDialog } = context
  const key = `project-${project.id}`
  const move = (step: -1 | 1, word: string) => {
    if (runAction(() => moveProject(project.id, step))) announce(`${quote(project.title)} moved ${word}.`)
    focusMenu(key)
  }
  return {
    select: () => {
      runAction(() => setActiveProject(project.id))
      context.closeDrawer()
    },
    rename: () => setRenaming({ kind: 'project', id: project.id }),
    commitRename: (value) => {
      setRenaming(null)
      runAction(() => renameProject(project.id, value))
      focusMenu(key)
    },
    cancelRename: () => {
      setRenaming(null)
      focusMenu(key)
    },
    duplicate: () => {
      const id = runAction(() => duplicateProject(project.id))
      if (id !== undefined)
        announce(`${quote(project.title)} duplicated. The copy is now the active project.`)
    },
    merge: () => setDialog({ kind: 'merge', id: project.id }),
    remove: () => setDialog({ kind: 'delete', id: project.id }),
    moveUp: () => move(-1, 'up'),
    moveDown: () => move(1, 'down'),
    moveToFolder: () => setDialog({ kind: 'move', id: project.id }),
    removeFromFolder: () => {
      if (runAction(() => removeProjectFromFolder(project.id))) {
        announce(`${quote(project.title)} removed from folder ${quote(project.folderName ?? '')}.`)
      }
      focusMenu(key)
    },
  }
}
