import type { Project } from './citationTypes.ts'
import {
  type Block,
  folderNames,
  folderRange,
  fromBlocks,
  normalizeFolders,
  sameFolderName,
  toBlocks,
  withFolder,
} from './folderRules.ts'

/**
 * "Move up" / "Move down" for a project: inside its folder among the folder's projects; outside, past the
 * previous or next row (a whole folder counts as one row). Null when it is already at that end.
 */
export function moveProjectStep(projects: readonly Project[], id: number, step: -1 | 1): Project[] | null {
  const moving = projects.find((project) => project.id === id)
  if (!moving) return null
  if (moving.folderName) {
    const index = projects.indexOf(moving)
    const other = projects[index + step]
    if (!other || other.folderName !== moving.folderName) return null
    const next = [...projects]
    next[index] = other
    next[index + step] = moving
    return next
  }
  const blocks = toBlocks(projects)
  const index = blocks.findIndex((block) => block.kind === 'project' && block.project.id === id)
  return swapBlocks(blocks, index, step)
}

/** "Move up" / "Move down" for a whole folder, past the previous or next row. */
export function moveFolderStep(projects: readonly Project[], name: string, step: -1 | 1): Project[] | null {
  const blocks = toBlocks(projects)
  const index = blocks.findIndex((block) => block.kind === 'folder' && block.name === name)
  return swapBlocks(blocks, index, step)
}

function swapBlocks(blocks: Block[], index: number, step: -1 | 1): Project[] | null {
  const here = blocks[index]
  const there = blocks[index + step]
  if (index < 0 || !here || !there) return null
  const next = [...blocks]
  next[index] = there
  next[index + step] = here
  return fromBlocks(next)
}

/** "Move to folder…": last in an existing folder, or a new folder made where the project is (after its old folder). */
export function moveToFolder(projects: readonly Project[], id: number, name: string): Project[] | null {
  const moving = projects.find((project) => project.id === id)
  const folder = folderNames(projects).find((other) => sameFolderName(other, name)) ?? name.trim()
  if (!moving || folder === '' || moving.folderName === folder) return null
  const rest = projects.filter((project) => project.id !== id)
  const [, end] = folderRange(rest, folder)
  if (end > 0) {
    rest.splice(end, 0, withFolder(moving, folder))
    return normalizeFolders(rest)
  }
  // A new folder: made where the project is, or just after the folder it leaves.
  const [, oldEnd] = moving.folderName ? folderRange(rest, moving.folderName) : [0, -1]
  rest.splice(oldEnd > 0 ? oldEnd : projects.indexOf(moving), 0, withFolder(moving, folder))
  return normalizeFolders(rest)
}

/** "Remove from folder": the project goes just after the folder it leaves. */
export function removeFromFolder(projects: readonly Project[], id: number): Project[] | null {
  const moving = projects.find((project) => project.id === id)
  if (!moving?.folderName) return null
  const rest = projects.filter((project) => project.id !== id)
  const [start, end] = folderRange(rest, moving.folderName)
  rest.splice(start < 0 ? projects.indexOf(moving) : end, 0, withFolder(moving, undefined))
  return rest
}

/** Renames a folder (the name is checked with `folderNameProblem` first). */
export function renameFolder(projects: readonly Project[], current: string, name: string): Project[] {
  return projects.map((project) =>
    project.folderName === current ? withFolder(project, name.trim()) : project,
  )
}

/** "Ungroup": the folder's projects stay where they are, outside any folder. */
export function ungroupFolder(projects: readonly Project[], name: string): Project[] {
  return projects.map((project) => (project.folderName === name ? withFolder(project, undefined) : project))
}
