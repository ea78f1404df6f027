import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Project } from './citationTypes.ts'

/** Projects load, then are ready (docs/product/citations.md#storage): the stores are filled from storage when the page mounts. */
export type WorkspaceStatus = 'loading' | 'ready'

type ProjectsState = { status: WorkspaceStatus; projects: Project[] }

/** The projects in sidebar order; projects sharing a `folderName` are adjacent and shown as one folder. */
export const projectsStore = createStore<ProjectsState>()(() => ({ status: 'loading', projects: [] }))

export function useProjects(): Project[] {
  return useStore(projectsStore, (state) => state.projects)
}

export function useWorkspaceStatus(): WorkspaceStatus {
  return useStore(projectsStore, (state) => state.status)
}
