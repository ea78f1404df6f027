import type { Project } from './citationTypes.ts'
import {
  folderNames,
  folderRange,
  nextFolderName,
  normalizeFolders,
  sameOrder,
  withFolder,
} from './folderRules.ts'

/** How close to a row's top or bottom edge a drop moves the project before or after it (docs/product/citations.md#folders). */
export const DRAG_EDGE_ZONE = 16
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

export type DragSource = { kind: 'project'; id: number } | { kind: 'folder'; name: string }
export type DropTarget = { kind: 'project'; id: number } | { kind: 'folder'; name: string }
/** A new order, and the folder a drop created (which then opens in rename mode). */
export type DropResult = { projects: Project[]; createdFolder?: string }

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
 * The order after a drag and drop (docs/product/citations.md#folders), or null when nothing changes. A project dropped on
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
