import type { Project } from './citationTypes.ts'

/** How close to a row's top or bottom edge a drop moves the project before or after it (spec section 9). */
export const DRAG_EDGE_ZONE = 16
export const DEFAULT_FOLDER_NAME = 'New folder'
export const DUPLICATE_FOLDER_MESSAGE =
  '⛔ A folder with that name already exists. Please choose a different name.'

export type DropZone = 'before' | 'middle' | 'after'

/** Where a project dropped `offsetY` pixels below the top of a `height`-pixel row lands. */
export function dropZone(offsetY: number, height: number, edge: number = DRAG_EDGE_ZONE): DropZone {
  if (offsetY <= edge) return 'before'
  if (offsetY >= height - edge) return 'after'
  return 'middle'
}

/** A folder cannot go inside anything: it lands before or after a row, by the half it is dropped on. */
export function halfZone(offsetY: number, height: number): Exclude<DropZone, 'middle'> {
  return offsetY < height / 2 ? 'before' : 'after'
}

/** A row of the sidebar: a project on its own, or a folder with its projects. */
export type Block =
  | { kind: 'project'; project: Project }
  | { kind: 'folder'; name: string; projects: Project[] }

export type DragSource = { kind: 'project'; id: number } | { kind: 'folder'; name: string }
export type DropTarget = { kind: 'project'; id: number } | { kind: 'folder'; name: string }
/** A new order, and the folder a drop created (which then opens in rename mode). */
export type DropResult = { projects: Project[]; createdFolder?: string }

const withFolder = (project: Project, folderName: string | undefined): Project => {
  const { folderName: _old, ...rest } = project
  return folderName ? { ...rest, folderName } : rest
}

/** Names compare trimmed and case-insensitively: "Essay" and "essay " would be one folder to a reader. */
export function sameFolderName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

/** Gathers each folder's projects at the place of its first project, keeping every other order. */
export function normalizeFolders(projects: readonly Project[]): Project[] {
  const out: Project[] = []
  const done = new Set<string>()
  for (const project of projects) {
    const name = project.folderName
    if (!name) out.push(project)
    else if (!done.has(name)) {
      done.add(name)
      out.push(...projects.filter((other) => other.folderName === name))
    }
  }
  return out
}

/** The sidebar's rows, from projects whose folders are adjacent (see `normalizeFolders`). */
export function toBlocks(projects: readonly Project[]): Block[] {
  const blocks: Block[] = []
  for (const project of projects) {
    const last = blocks.at(-1)
    if (!project.folderName) blocks.push({ kind: 'project', project })
    else if (last?.kind === 'folder' && last.name === project.folderName) last.projects.push(project)
    else blocks.push({ kind: 'folder', name: project.folderName, projects: [project] })
  }
  return blocks
}

const fromBlocks = (blocks: readonly Block[]): Project[] =>
  blocks.flatMap((block) => (block.kind === 'project' ? [block.project] : block.projects))

export function folderNames(projects: readonly Project[]): string[] {
  return [...new Set(projects.flatMap((project) => (project.folderName ? [project.folderName] : [])))]
}

/** "New folder", or "New folder N" with the first unused N from 2 (the unnumbered one counts as the first). */
export function nextFolderName(taken: readonly string[]): string {
  const used = (name: string) => taken.some((other) => sameFolderName(other, name))
  if (!used(DEFAULT_FOLDER_NAME)) return DEFAULT_FOLDER_NAME
  for (let n = 2; ; n += 1) {
    const name = `${DEFAULT_FOLDER_NAME} ${n}`
    if (!used(name)) return name
  }
}

/** Why a folder cannot be renamed to `name` (empty, or another folder's name), or null when it can. */
export function folderNameProblem(
  projects: readonly Project[],
  current: string,
  name: string,
): 'empty' | 'taken' | null {
  if (name.trim() === '') return 'empty'
  const taken = folderNames(projects).some((other) => other !== current && sameFolderName(other, name))
  return taken ? 'taken' : null
}

const sameOrder = (a: readonly Project[], b: readonly Project[]) =>
  a.length === b.length &&
  a.every((project, i) => project.id === b[i]?.id && project.folderName === b[i]?.folderName)

/** The index range [start, end) of a folder's projects. */
function folderRange(projects: readonly Project[], name: string): [number, number] {
  const start = projects.findIndex((project) => project.folderName === name)
  let end = start
  while (end < projects.length && projects[end]?.folderName === name) end += 1
  return [start, end]
}

function dropProject(
  projects: readonly Project[],
  id: number,
  target: DropTarget,
  zone: DropZone,
): DropResult | null {
  const moving = projects.find((project) => project.id === id)
  if (!moving || (target.kind === 'project' && target.id === id)) return null
  const rest = projects.filter((project) => project.id !== id)
  let createdFolder: string | undefined
  if (target.kind === 'folder') {
    const [start] = folderRange(rest, target.name)
    if (start < 0) return null
    // On a folder: first inside it; on its top edge, just before it.
    rest.splice(start, 0, withFolder(moving, zone === 'before' ? undefined : target.name))
  } else {
    const index = rest.findIndex((project) => project.id === target.id)
    const onto = rest[index]
    if (!onto) return null
    if (zone !== 'middle') {
      rest.splice(zone === 'before' ? index : index + 1, 0, withFolder(moving, onto.folderName))
    } else if (onto.folderName) {
      // A project already in a folder: the dropped one joins that folder (no folder inside a folder).
      rest.splice(index + 1, 0, withFolder(moving, onto.folderName))
    } else {
      createdFolder = nextFolderName(folderNames(projects))
      rest.splice(index, 1, withFolder(onto, createdFolder), withFolder(moving, createdFolder))
    }
  }
  const next = normalizeFolders(rest)
  if (sameOrder(next, projects)) return null
  return createdFolder ? { projects: next, createdFolder } : { projects: next }
}

function dropFolder(
  projects: readonly Project[],
  name: string,
  target: DropTarget,
  zone: DropZone,
): DropResult | null {
  const members = projects.filter((project) => project.folderName === name)
  const rest = projects.filter((project) => project.folderName !== name)
  let anchor: [number, number]
  if (target.kind === 'folder') {
    if (target.name === name) return null
    anchor = folderRange(rest, target.name)
  } else {
    const index = rest.findIndex((project) => project.id === target.id)
    const onto = rest[index]
    if (!onto) return null
    // Next to a project inside another folder means next to that whole folder.
    anchor = onto.folderName ? folderRange(rest, onto.folderName) : [index, index + 1]
  }
  if (members.length === 0 || anchor[0] < 0) return null
  rest.splice(zone === 'before' ? anchor[0] : anchor[1], 0, ...members)
  return sameOrder(rest, projects) ? null : { projects: rest }
}

/**
 * The order after a drag and drop (spec section 4, folders), or null when nothing changes. A project dropped on
 * the middle of a project outside any folder makes a folder of both; near an edge it moves before or after; on
 * a folder it goes first inside. A folder moves whole and never into another folder.
 */
export function applyDrop(
  projects: readonly Project[],
  source: DragSource,
  target: DropTarget,
  zone: DropZone,
): DropResult | null {
  return source.kind === 'project'
    ? dropProject(projects, source.id, target, zone)
    : dropFolder(projects, source.name, target, zone === 'middle' ? 'after' : zone)
}

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
