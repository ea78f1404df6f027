import { useStore } from 'zustand'
import { createStore } from 'zustand/vanilla'
import type { Project } from './citationTypes.ts'
import { projectsStore } from './projectsStore.ts'

type ActiveProjectState = { activeProjectId: number | null }

/** The selected project, whose citations the listing shows and new citations go into. */
export const activeProjectStore = createStore<ActiveProjectState>()(() => ({ activeProjectId: null }))

export function useActiveProjectId(): number | null {
  return useStore(activeProjectStore, (state) => state.activeProjectId)
}

/** The active project, or undefined when there is none (or it no longer exists). */
export function useActiveProject(): Project | undefined {
  const id = useActiveProjectId()
  return useStore(projectsStore, (state) => state.projects.find((project) => project.id === id))
}
