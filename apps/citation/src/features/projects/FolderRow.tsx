import { cx, Dropdown, Icon } from '@unikit/design-system'
import type { PointerEvent } from 'react'
import type { DropZone } from '../../store/dropRules.ts'
import { InlineNameEditor } from './InlineNameEditor.tsx'
import styles from './ProjectsSidebar.module.css'

export type FolderRowActions = {
  toggle: () => void
  rename: () => void
  commitRename: (value: string, via: 'enter' | 'blur') => string | undefined
  cancelRename: () => void
  newProject: () => void
  ungroup: () => void
  moveUp: () => void
  moveDown: () => void
}

export type FolderRowProps = {
  name: string
  count: number
  expanded: boolean
  /** The id of the list of its projects (for aria-controls). */
  listId: string
  renaming: boolean
  canMoveUp: boolean
  canMoveDown: boolean
  dropZone: DropZone | undefined
  dragging: boolean
  onDragStart: (event: PointerEvent) => void
  actions: FolderRowActions
}

/** A folder's header row: opens and closes it, drags it (with its projects), and its actions menu. */
export function FolderRow({
  name,
  count,
  expanded,
  listId,
  renaming,
  canMoveUp,
  canMoveDown,
  dropZone,
  dragging,
  onDragStart,
  actions,
}: FolderRowProps) {
  return (
    <div
      className={cx(styles.row, styles.folderRow, dragging && styles.dragging)}
      data-drop-kind="folder"
      data-drop-id={name}
      data-drop-zone={dropZone}
      onPointerDown={onDragStart}
    >
      <span className={styles.handle} data-drag-handle="" aria-hidden="true" title="Drag to move">
        ⠿
      </span>
      {renaming ? (
        <InlineNameEditor
          label="Folder name"
          initialValue={name}
          onCommit={actions.commitRename}
          onCancel={actions.cancelRename}
        />
      ) : (
        <button
          type="button"
          className={styles.name}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={`${listId}-count`}
          onClick={actions.toggle}
        >
          <span className={cx(styles.chevron, expanded && styles.chevronOpen)} aria-hidden="true">
            ▸
          </span>
          <Icon name="folder" size={16} />
          <span className={styles.folderName}>{name}</span>
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
          <span id={`${listId}-count`} hidden>
            {count === 1 ? '1 project' : `${count} projects`}
          </span>
        </button>
      )}
      <div className={styles.menu} data-no-drag="" data-menu-for={`folder-${name}`}>
        <Dropdown
          label={<span aria-hidden="true">⋯</span>}
          buttonLabel={`Actions for folder ${name}`}
          items={[
            { id: 'rename', label: 'Rename', onSelect: actions.rename },
            { id: 'new', label: 'New project', onSelect: actions.newProject },
            { id: 'ungroup', label: 'Ungroup', onSelect: actions.ungroup },
            { id: 'up', label: 'Move up', onSelect: actions.moveUp, disabled: !canMoveUp },
            { id: 'down', label: 'Move down', onSelect: actions.moveDown, disabled: !canMoveDown },
          ]}
          align="end"
          size="sm"
        />
      </div>
    </div>
  )
}
