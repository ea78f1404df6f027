import { Button, ConfirmDialog, cx, Icon, Spinner, toast, useIsMobile } from '@unikit/design-system'
import { Fragment, useEffect, useId, useRef, useState } from 'react'
import { useActiveProjectId } from '../../store/activeProjectStore.ts'
import { useCitations } from '../../store/citationsStore.ts'
import type { Project } from '../../store/citationTypes.ts'
import {
  createProjectInFolder,
  dropInSidebar,
  moveFolder,
  moveProject,
  removeProjectFromFolder,
  renameFolderTo,
  ungroup,
} from '../../store/folderActions.ts'
import { type DragSource, type DropTarget, type DropZone, toBlocks } from '../../store/folderRules.ts'
import {
  createProject,
  deleteProject,
  duplicateProject,
  renameProject,
  setActiveProject,
} from '../../store/projectActions.ts'
import { useProjects, useWorkspaceStatus } from '../../store/projectsStore.ts'
import { actionErrorMessage, attempt, runAction } from '../page/runAction.ts'
import { BackupControls } from './BackupControls.tsx'
import { FolderRow } from './FolderRow.tsx'
import { MergeProjectDialog } from './MergeProjectDialog.tsx'
import { MoveToFolderDialog } from './MoveToFolderDialog.tsx'
import { ProjectRow } from './ProjectRow.tsx'
import styles from './ProjectsSidebar.module.css'
import { useSidebarDrag } from './useSidebarDrag.ts'

type Renaming = { kind: 'project'; id: number } | { kind: 'folder'; name: string } | null
type OpenDialog = { kind: 'merge' | 'delete' | 'move'; id: number } | null

const quote = (text: string) => `“${text}”`

/**
 * The 260 px projects sidebar (a collapsible panel on a phone): projects and folders in order, the active one
 * marked, "New project", each row's actions menu (with a keyboard path for every drag and drop move), folders
 * made and reordered by drag and drop, and the backup buttons. Moves are announced in a live region.
 */
export function ProjectsSidebar() {
  const status = useWorkspaceStatus()
  const projects = useProjects()
  const activeId = useActiveProjectId()
  const citations = useCitations()
  const isMobile = useIsMobile()
  const [open, setOpen] = useState(false)
  const [renaming, setRenaming] = useState<Renaming>(null)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const [announcement, setAnnouncement] = useState('')
  const listRef = useRef<HTMLDivElement>(null)
  const bodyId = useId()
  const headingId = useId()

  const active = projects.find((project) => project.id === activeId)
  const blocks = toBlocks(projects)
  const dialogProject = dialog && projects.find((project) => project.id === dialog.id)

  // A folder opens by itself when it holds the selected project.
  const activeFolder = active?.folderName
  useEffect(() => {
    if (!activeFolder) return
    setCollapsed((current) => {
      if (!current.has(activeFolder)) return current
      const next = new Set(current)
      next.delete(activeFolder)
      return next
    })
  }, [activeFolder])

  const announce = (message: string) => {
    // A repeated message must still be read out: the region's text has to change.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message))
  }
  const focusMenu = (key: string) =>
    requestAnimationFrame(() =>
      listRef.current
        ?.querySelector<HTMLButtonElement>(`[data-menu-for="${CSS.escape(key)}"] button`)
        ?.focus(),
    )
  const setFolderOpen = (name: string, expanded: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current)
      if (expanded) next.delete(name)
      else next.add(name)
      return next
    })

  const onDrop = (source: DragSource, target: DropTarget, zone: DropZone) => {
    const result = runAction(() => dropInSidebar(source, target, zone))
    if (!result?.moved) return
    const what =
      source.kind === 'folder' ? `Folder ${quote(source.name)}` : quote(titleOf(projects, source.id))
    if (result.createdFolder) {
      setFolderOpen(result.createdFolder, true)
      setRenaming({ kind: 'folder', name: result.createdFolder })
      announce(`Folder ${quote(result.createdFolder)} created. Type its name.`)
    } else {
      announce(`${what} moved.`)
    }
  }
  const drag = useSidebarDrag(onDrop)
  const zoneFor = (target: DropTarget) => {
    const hover = drag.hover?.target
    if (!hover || hover.kind !== target.kind) return undefined
    const same =
      hover.kind === 'project'
        ? target.kind === 'project' && hover.id === target.id
        : target.kind === 'folder' && hover.name === target.name
    return same ? drag.hover?.zone : undefined
  }
  const isDragging = (source: DragSource) => {
    const current = drag.view?.source
    if (!current) return false
    return current.kind === 'project'
      ? source.kind === 'project' && current.id === source.id
      : (source.kind === 'folder' && current.name === source.name) ||
          (source.kind === 'project' && projects.find((p) => p.id === source.id)?.folderName === current.name)
  }

  const newProject = (folderName?: string) => {
    const id = runAction(() => (folderName ? createProjectInFolder(folderName) : createProject()))
    if (id === undefined) return
    if (folderName) setFolderOpen(folderName, true)
    setRenaming({ kind: 'project', id })
  }

  const projectActions = (project: Project) => ({
    select: () => {
      runAction(() => setActiveProject(project.id))
      if (isMobile) setOpen(false)
    },
    rename: () => setRenaming({ kind: 'project', id: project.id }),
    commitRename: (value: string) => {
      setRenaming(null)
      runAction(() => renameProject(project.id, value))
      focusMenu(`project-${project.id}`)
    },
    cancelRename: () => {
      setRenaming(null)
      focusMenu(`project-${project.id}`)
    },
    duplicate: () => {
      const id = runAction(() => duplicateProject(project.id))
      if (id !== undefined)
        announce(`${quote(project.title)} duplicated. The copy is now the active project.`)
    },
    merge: () => setDialog({ kind: 'merge', id: project.id }),
    remove: () => setDialog({ kind: 'delete', id: project.id }),
    moveUp: () => {
      if (runAction(() => moveProject(project.id, -1))) announce(`${quote(project.title)} moved up.`)
      focusMenu(`project-${project.id}`)
    },
    moveDown: () => {
      if (runAction(() => moveProject(project.id, 1))) announce(`${quote(project.title)} moved down.`)
      focusMenu(`project-${project.id}`)
    },
    moveToFolder: () => setDialog({ kind: 'move', id: project.id }),
    removeFromFolder: () => {
      if (runAction(() => removeProjectFromFolder(project.id))) {
        announce(`${quote(project.title)} removed from folder ${quote(project.folderName ?? '')}.`)
      }
      focusMenu(`project-${project.id}`)
    },
  })

  const folderActions = (name: string, expanded: boolean) => ({
    toggle: () => setFolderOpen(name, !expanded),
    rename: () => setRenaming({ kind: 'folder', name }),
    commitRename: (value: string, via: 'enter' | 'blur') => {
      try {
        const renamed = renameFolderTo(name, value)
        const newName = renamed ? value.trim() : name
        if (newName !== name && collapsed.has(name)) setFolderOpen(newName, false)
        setRenaming(null)
        focusMenu(`folder-${newName}`)
        return undefined
      } catch (problem) {
        const message = actionErrorMessage(problem)
        if (via === 'enter') return message
        setRenaming(null)
        toast(message, { type: 'error', duration: 5000 })
        return message
      }
    },
    cancelRename: () => {
      setRenaming(null)
      focusMenu(`folder-${name}`)
    },
    newProject: () => newProject(name),
    ungroup: () => {
      if (runAction(() => ungroup(name))) announce(`Folder ${quote(name)} ungrouped.`)
    },
    moveUp: () => {
      if (runAction(() => moveFolder(name, -1))) announce(`Folder ${quote(name)} moved up.`)
      focusMenu(`folder-${name}`)
    },
    moveDown: () => {
      if (runAction(() => moveFolder(name, 1))) announce(`Folder ${quote(name)} moved down.`)
      focusMenu(`folder-${name}`)
    },
  })

  const renderProject = (
    project: Project,
    index: number,
    siblings: readonly Project[],
    blockIndex: number,
  ) => {
    const inFolder = Boolean(project.folderName)
    const canMoveUp = inFolder ? index > 0 : blockIndex > 0
    const canMoveDown = inFolder ? index < siblings.length - 1 : blockIndex < blocks.length - 1
    const source: DragSource = { kind: 'project', id: project.id }
    return (
      <li key={project.id}>
        <ProjectRow
          project={project}
          active={project.id === activeId}
          renaming={renaming?.kind === 'project' && renaming.id === project.id}
          canMoveUp={canMoveUp}
          canMoveDown={canMoveDown}
          canMerge={projects.length > 1}
          dropZone={zoneFor(source)}
          dragging={isDragging(source)}
          onDragStart={(event) => drag.startDrag(event, source, project.title)}
          actions={projectActions(project)}
        />
      </li>
    )
  }

  const body =
    status === 'loading' ? (
      <div className={styles.loading}>
        <Spinner label="Loading projects" />
      </div>
    ) : (
      <>
        {projects.length === 0 ? (
          <p className={styles.empty}>No projects yet. Your first citation starts one.</p>
        ) : (
          <div ref={listRef} className={styles.listWrap}>
            <ul className={styles.list} aria-labelledby={headingId}>
              {blocks.map((block, blockIndex) => {
                if (block.kind === 'project') return renderProject(block.project, 0, [], blockIndex)
                const expanded = !collapsed.has(block.name)
                const listId = `${bodyId}-folder-${blockIndex}`
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
                      actions={folderActions(block.name, expanded)}
                    />
                    <ul id={listId} className={styles.folderList} hidden={!expanded} aria-label={block.name}>
                      {block.projects.map((project, index) => (
                        <Fragment key={project.id}>
                          {renderProject(project, index, block.projects, blockIndex)}
                        </Fragment>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </div>
        )}
        <BackupControls hasCitations={citations.length > 0} hasActiveProject={Boolean(active)} />
      </>
    )

  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Projects
        </h2>
        <Button size="sm" onClick={() => newProject()} disabled={status === 'loading'}>
          <Icon name="plus" size={16} /> New project
        </Button>
      </div>
      {isMobile && (
        <button
          type="button"
          className={styles.drawerToggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          <span className={cx(styles.chevron, open && styles.chevronOpen)} aria-hidden="true">
            ▸
          </span>
          <span className={styles.drawerLabel}>
            {`${open ? 'Hide' : 'Show'} projects${active ? ` (${active.title})` : ''}`}
          </span>
        </button>
      )}
      <div id={bodyId} className={styles.body} hidden={isMobile && !open}>
        {body}
      </div>
      <div className="uk-visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {drag.view && (
        <div
          className={styles.ghost}
          style={{ left: drag.view.x + 12, top: drag.view.y + 12 }}
          aria-hidden="true"
        >
          {drag.view.source.kind === 'folder' ? `Folder ${drag.view.label}` : drag.view.label}
        </div>
      )}
      {dialog?.kind === 'merge' && dialogProject && (
        <MergeProjectDialog
          source={dialogProject}
          projects={projects}
          onClose={() => setDialog(null)}
          onMerged={(target) => {
            setDialog(null)
            toast(`${quote(dialogProject.title)} merged into ${quote(target.title)}`, { type: 'success' })
          }}
        />
      )}
      {dialog?.kind === 'move' && dialogProject && (
        <MoveToFolderDialog
          project={dialogProject}
          projects={projects}
          onClose={() => setDialog(null)}
          onMoved={(folderName) => {
            setDialog(null)
            setFolderOpen(folderName, true)
            announce(`${quote(dialogProject.title)} moved to folder ${quote(folderName)}.`)
            focusMenu(`project-${dialogProject.id}`)
          }}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete' && Boolean(dialogProject)}
        title="Delete project"
        message={
          dialogProject
            ? `Delete ${quote(dialogProject.title)} and its ${countLabel(citations, dialogProject.id)}?`
            : ''
        }
        confirmLabel="Delete"
        danger
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (!dialogProject) return
          setDialog(null)
          if (attempt(() => deleteProject(dialogProject.id))) {
            announce(`${quote(dialogProject.title)} deleted.`)
          }
        }}
      />
    </aside>
  )
}

function titleOf(projects: readonly Project[], id: number): string {
  return projects.find((project) => project.id === id)?.title ?? 'Project'
}

function countLabel(citations: ReturnType<typeof useCitations>, projectId: number): string {
  const count = citations.filter((citation) => citation.projectId === projectId).length
  return count === 1 ? '1 citation' : `${count} citations`
}
