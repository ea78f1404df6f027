import { Fragment, type ReactNode } from 'react'
import type { Project } from '../../store/citationTypes.ts'
import type { DragSource } from '../../store/dropRules.ts'
import { toBlocks } from '../../store/folderRules.ts'
import { FolderRow } from './FolderRow.tsx'
import { folderRowActions } from './folderRowActions.ts'
import { ProjectRow } from './ProjectRow.tsx'
import styles from './ProjectsSidebar.module.css'
import { projectRowActions } from './projectRowActions.ts'
import type { Renaming, SidebarContext } from './sidebarState.ts'
import type { useSidebarDragAndDrop } from './useSidebarDragAndDrop.ts'

export interface ProjectListProps {
  context: SidebarContext
  activeId: number | null
  renaming: Renaming
  dragAndDrop: ReturnType<typeof useSidebarDragAndDrop>
  /** The sidebar heading that names the list. */
  labelledBy: string
  /** A prefix for the ids of the folders' lists. */
  idPrefix: string
}

/** Projects and folders in order: a folder's header row over the list of its projects, which it opens and closes. */
export function ProjectList({
  context,
  activeId,
  renaming,
  dragAndDrop,
  labelledBy,
  idPrefix,
}: ProjectListProps) {
  const { projects, collapsed } = context
  const { drag, zoneFor, isDragging } = dragAndDrop
  const blocks = toBlocks(projects)

  const projectItem = (project: Project, index: number, siblings: readonly Project[], blockIndex: number) => {
    const inFolder = Boolean(project.folderName)
    const source: DragSource = { kind: 'project', id: project.id }
    return (
      <li key={project.id}>
        <ProjectRow
          project={project}
          active={project.id === activeId}
          renaming={renaming?.kind === 'project' && renaming.id === project.id}
          canMoveUp={inFolder ? index > 0 : blockIndex > 0}
          canMoveDown={inFolder ? index < siblings.length - 1 : blockIndex < blocks.length - 1}
          canMerge={projects.length > 1}
          dropZone={zoneFor(source)}
          dragging={isDragging(source)}
          onDragStart={(event) => drag.startDrag(event, source, project.title)}
          actions={projectRowActions(context, project)}
        />
      </li>
    )
  }

  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {blocks.map((block, blockIndex): ReactNode => {
        if (block.kind === 'project') return projectItem(block.project, 0, [], blockIndex)
        const expanded = !collapsed.has(block.name)
        const listId = `${idPrefix}-folder-${blockIndex}`
        const source: DragSource = { kind: 'folder', name: block.name }
        return (
          <li key={`folder:${block.name}`} className={styles.folder}>
            <FolderRow
              name={block.name}
              count={block.projects.length}
              expanded={expanded}
              listId={listId}
              renaming={renaming?.kind === 'folder' && renaming.name === block.name}
              canMoveUp={blockIndex > 0}
              canMoveDown={blockIndex < blocks.length - 1}
              dropZone={zoneFor(source)}
              dragging={isDragging(source)}
              onDragStart={(event) => drag.startDrag(event, source, block.name)}
              actions={folderRowActions(context, block.name, expanded)}
            />
            <ul id={listId} className={styles.folderList} hidden={!expanded} aria-label={block.name}>
              {block.projects.map((project, index) => (
                <Fragment key={project.id}>
                  {projectItem(project, index, block.projects, blockIndex)}
                </Fragment>
              ))}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
