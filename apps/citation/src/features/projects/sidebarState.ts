import type { Project } from '../../store/citationTypes.ts'

/** The row whose name box is open. */
export type Renaming = { kind: 'project'; id: number } | { kind: 'folder'; name: string } | null

/** The dialog open over the sidebar, for one project. */
export type OpenDialog = { kind: 'merge' | 'delete' | 'move'; id: number } | null

/** What the sidebar's actions and drops change besides the stores: names boxes, dialogs, folders, focus. */
export interface SidebarContext {
  projects: readonly Project[]
  collapsed: ReadonlySet<string>
  setRenaming: (renaming: Renaming) => void
  setDialog: (dialog: OpenDialog) => void
  setFolderOpen: (name: string, expanded: boolean) => void
  announce: (message: string) => void
  /** Moves the focus back to a row's menu button (`project-<id>` or `folder-<name>`) after it moved. */
  focusMenu: (key: string) => void
  /** Closes the phone drawer after a project was chosen. */
  closeDrawer: () => void
}

export const quote = (text: string) => `“${text}”`

export function titleOf(projects: readonly Project[], id: number): string {
  return projects.find((project) => project.id === id)?.title ?? 'Project'
}
