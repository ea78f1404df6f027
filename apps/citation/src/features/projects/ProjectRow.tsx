import { cx, Dropdown, type DropdownItem } from '@unikit/design-system'
import type { PointerEvent } from 'react'
import type { Project } from '../../store/citationTypes.ts'
import type { DropZone } from '../../store/dropRules.ts'
import { InlineNameEditor } from './InlineNameEditor.tsx'
import styles from './ProjectsSidebar.module.css'

export type ProjectRowActions = {
  select: () => void
  rename: () => void
  commitRename: (value: string) => void
  cancelRename: () => void
  duplicate: () => void
  merge: () => void
  remove: () => void
  moveUp: () => void
  moveDown: () => void
  moveToFolder: () => void
  removeFromFolder: () => void
}

export type ProjectRowProps = {
  project: Project
  active: boolean
  renaming: boolean
  canMoveUp: boolean
  canMoveDown: boolean
  canMerge: boolean
  /** The zone of this row the dragged item would drop on, to draw where it goes. */
  dropZone: DropZone | undefined
  dragging: boolean
  onDragStart: (event: PointerEvent) => void
  actions: ProjectRowActions
}

/** One project of the sidebar: its name (selects it), a drag handle and its actions menu. */
export function ProjectRow({
  project,
  active,
  renaming,
  canMoveUp,
  canMoveDown,
  canMerge,
  dropZone,
  dragging,
  onDragStart,
  actions,
}: ProjectRowProps) {
  const items: DropdownItem[] = [
    { id: 'rename', label: 'Rename', onSelect: actions.rename },
    { id: 'duplicate', label: 'Duplicate', onSelect: actions.duplicate },
    { id: 'merge', label: 'Merge…', onSelect: actions.merge, disabled: !canMerge },
    { id: 'delete', label: 'Delete…', onSelect: actions.remove },
    { id: 'up', label: 'Move up', onSelect: actions.moveUp, disabled: !canMoveUp },
    { id: 'down', label: 'Move down', onSelect: actions.moveDown, disabled: !canMoveDown },
    { id: 'folder', label: 'Move to folder…', onSelect: actions.moveToFolder },
    ...(project.folderName
      ? [{ id: 'unfolder', label: 'Remove from folder', onSelect: actions.removeFromFolder }]
      : []),
  ]
  return (
    <div
      className={cx(styles.row, active && styles.active, dragging && styles.dragging)}
      data-drop-kind="project"
      data-drop-id={project.id}
      data-drop-zone={dropZone}
      onPointerDown={onDragStart}
    >
      <span className={styles.handle} data-drag-handle="" aria-hidden="true" title="Drag to move">
        ⠿
      </span>
      {renaming ? (
        <InlineNameEditor
          label="Project name"
          initialValue={project.title}
          onCommit={(value) => {
            actions.commitRename(value)
            return undefined
          }}
          onCancel={actions.cancelRename}
        />
      ) : (
        <button
          type="button"
          className={styles.name}
          aria-current={active ? 'true' : undefined}
          onClick={actions.select}
        >
          {project.title || 'Untitled project'}
        </button>
      )}
      <div className={styles.menu} data-no-drag="" data-menu-for={`project-${project.id}`}>
        <Dropdown
          label={<span aria-hidden="true">⋯</span>}
          buttonLabel={`Actions for ${project.title || 'Untitled project'}`}
          items={items}
          align="end"
          size="sm"
        />
      </div>
    </div>
  )
}
