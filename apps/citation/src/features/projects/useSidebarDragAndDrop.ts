import type { Project } from '../../store/citationTypes.ts'
import type { DragSource, DropTarget, DropZone } from '../../store/dropRules.ts'
import { dropInSidebar } from '../../store/folderActions.ts'
import { runAction } from '../shared/runAction.ts'
import { quote, type SidebarContext, titleOf } from './sidebarState.ts'
import { useSidebarDrag } from './useSidebarDrag.ts'

/**
 * Drag and drop in the sidebar (the rules: docs/product/citations.md#folders): a drop onto the middle of a
 * project makes a folder and opens its name box; every other move is announced. Also tells each row whether it
 * is the one hovered (and in which zone) or being dragged, to draw it.
 */
export function useSidebarDragAndDrop(context: SidebarContext, projects: readonly Project[]) {
  const onDrop = (source: DragSource, target: DropTarget, zone: DropZone) => {
    const result = runAction(() => dropInSidebar(source, target, zone))
    if (!result?.moved) return
    if (result.createdFolder) {
      context.setFolderOpen(result.createdFolder, true)
      context.setRenaming({ kind: 'folder', name: result.createdFolder })
      context.announce(`Folder ${quote(result.createdFolder)} created. Type its name.`)
      return
    }
    const what =
      source.kind === 'folder' ? `Folder ${quote(source.name)}` : quote(titleOf(projects, source.id))
    context.announce(`${what} moved.`)
  }
  const drag = useSidebarDrag(onDrop)

  const zoneFor = (target: DropTarget): DropZone | undefined => {
    const hover = drag.hover?.target
    if (!hover || hover.kind !== target.kind) return undefined
    const same =
      hover.kind === 'project'
        ? target.kind === 'project' && hover.id === target.id
        : target.kind === 'folder' && hover.name === target.name
    return same ? drag.hover?.zone : undefined
  }

  const isDragging = (source: DragSource): boolean => {
    const current = drag.view?.source
    if (!current) return false
    if (current.kind === 'project') return source.kind === 'project' && current.id === source.id
    // A dragged folder carries its projects along.
    return (
      (source.kind === 'folder' && current.name === source.name) ||
      (source.kind === 'project' && projects.find((p) => p.id === source.id)?.folderName === current.name)
    )
  }

  return { drag, zoneFor, isDragging }
}
