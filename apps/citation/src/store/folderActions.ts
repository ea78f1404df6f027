import type { Project } from './citationTypes.ts'
import { applyDrop, type DragSource, type DropTarget, type DropZone } from './dropRules.ts'
import {
  moveFolderStep,
  moveProjectStep,
  moveToFolder,
  removeFromFolder,
  renameFolder,
  ungroupFolder,
} from './folderMoves.ts'
import { DUPLICATE_FOLDER_MESSAGE, folderNameProblem } from './folderRules.ts'
import { createProject } from './projectActions.ts'
import { WorkspaceActionError } from './WorkspaceActionError.ts'
import { commitWorkspace, currentWorkspace } from './workspace.ts'

function commitOrder(next: Project[] | null): boolean {
  if (!next) return false
  commitWorkspace({ projects: next })
  return true
}

/**
 * A drag and drop in the sidebar. Returns whether anything moved and the folder it created, if any (which the
 * sidebar opens in rename mode).
 */
export function dropInSidebar(
  source: DragSource,
  target: DropTarget,
  zone: DropZone,
): { moved: boolean; createdFolder?: string } {
  const result = applyDrop(currentWorkspace().projects, source, target, zone)
  if (!result) return { moved: false }
  commitWorkspace({ projects: result.projects })
  return result.createdFolder ? { moved: true, createdFolder: result.createdFolder } : { moved: true }
}

export function moveProject(id: number, step: -1 | 1): boolean {
  return commitOrder(moveProjectStep(currentWorkspace().projects, id, step))
}

export function moveFolder(name: string, step: -1 | 1): boolean {
  return commitOrder(moveFolderStep(currentWorkspace().projects, name, step))
}

export function moveProjectToFolder(id: number, folderName: string): boolean {
  return commitOrder(moveToFolder(currentWorkspace().projects, id, folderName))
}

export function removeProjectFromFolder(id: number): boolean {
  return commitOrder(removeFromFolder(currentWorkspace().projects, id))
}

/**
 * Renames a folder. An empty name changes nothing and returns false; a name another folder has is refused with
 * the message of docs/product/citations.md#folders (a `WorkspaceActionError`).
 */
export function renameFolderTo(current: string, name: string): boolean {
  const { projects } = currentWorkspace()
  const problem = folderNameProblem(projects, current, name)
  if (problem === 'empty') return false
  if (problem === 'taken') throw new WorkspaceActionError(DUPLICATE_FOLDER_MESSAGE)
  if (name.trim() === current) return true
  commitWorkspace({ projects: renameFolder(projects, current, name) })
  return true
}

export function ungroup(name: string): boolean {
  return commitOrder(ungroupFolder(currentWorkspace().projects, name))
}

/** The folder's "New project": created last inside it, active, in rename mode. */
export function createProjectInFolder(folderName: string): number {
  return createProject({ folderName })
}
