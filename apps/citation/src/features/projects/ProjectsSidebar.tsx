import { Button, cx, Icon, Spinner, useIsMobile } from '@unikit/design-system'
import { useId, useRef, useState } from 'react'
import { useActiveProjectId } from '../../store/activeProjectStore.ts'
import { useCitations } from '../../store/citationsStore.ts'
import { useProjects, useWorkspaceStatus } from '../../store/projectsStore.ts'
import { BackupControls } from './BackupControls.tsx'
import { ProjectList } from './ProjectList.tsx'
import styles from './ProjectsSidebar.module.css'
import { startNewProject } from './projectRowActions.ts'
import { SidebarDialogs } from './SidebarDialogs.tsx'
import type { OpenDialog, Renaming, SidebarContext } from './sidebarState.ts'
import { useCollapsedFolders } from './useCollapsedFolders.ts'
import { useSidebarAnnouncer } from './useSidebarAnnouncer.ts'
import { useSidebarDragAndDrop } from './useSidebarDragAndDrop.ts'

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
  const [dialog, setDialog] = useState<OpenDialog>(null)
  const { announcement, announce } = useSidebarAnnouncer()
  const listRef = useRef<HTMLDivElement>(null)
  const bodyId = useId()
  const headingId = useId()
  const active = projects.find((project) => project.id === activeId)
  const { collapsed, setFolderOpen } = useCollapsedFolders(active?.folderName)

  const context: SidebarContext = {
    projects,
    collapsed,
    setRenaming,
    setDialog,
    setFolderOpen,
    announce,
    focusMenu: (key) =>
      requestAnimationFrame(() =>
        listRef.current
          ?.querySelector<HTMLButtonElement>(`[data-menu-for="${CSS.escape(key)}"] button`)
          ?.focus(),
      ),
    closeDrawer: () => {
      if (isMobile) setOpen(false)
    },
  }
  const dragAndDrop = useSidebarDragAndDrop(context, projects)
  const { view } = dragAndDrop.drag

  return (
    <aside className={styles.sidebar} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Projects
        </h2>
        <Button size="sm" onClick={() => startNewProject(context)} disabled={status === 'loading'}>
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
        {status === 'loading' ? (
          <div className={styles.loading}>
            <Spinner label="Loading projects" />
          </div>
        ) : (
          <>
            {projects.length === 0 ? (
              <p className={styles.empty}>No projects yet. Your first citation starts one.</p>
            ) : (
              <div ref={listRef} className={styles.listWrap}>
                <ProjectList
                  context={context}
                  activeId={activeId}
                  renaming={renaming}
                  dragAndDrop={dragAndDrop}
                  labelledBy={headingId}
                  idPrefix={bodyId}
                />
              </div>
            )}
            <BackupControls hasCitations={citations.length > 0} hasActiveProject={Boolean(active)} />
          </>
        )}
      </div>
      <div className="uk-visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {view && (
        <div className={styles.ghost} style={{ left: view.x + 12, top: view.y + 12 }} aria-hidden="true">
          {view.source.kind === 'folder' ? `Folder ${view.label}` : view.label}
        </div>
      )}
      <SidebarDialogs dialog={dialog} context={context} citations={citations} />
    </aside>
  )
}
