import { activeProjectStore } from './activeProjectStore.ts'
import { citationsStore } from './citationsStore.ts'
import { type Project, RMIT_HARVARD } from './citationTypes.ts'
import { normalizeFolders } from './folderRules.ts'
import { type MigrationResult, migrateLegacyStorage } from './migrateLegacyStorage.ts'
import { newProjectId } from './newIds.ts'
import { DEFAULT_PROJECT_TITLE } from './projectActions.ts'
import { projectsStore } from './projectsStore.ts'
import { WORKSPACE_KEYS } from './storageKeys.ts'
import {
  browserStorage,
  readStoredWorkspace,
  setWorkspace,
  type WorkspaceData,
  writeWorkspace,
} from './workspace.ts'

/**
 * Makes stored data whole: folders adjacent, citations of a missing project gathered into a new project (as the
 * migration does), an active project that exists. Returns the data and whether it changed.
 */
export function repairWorkspace(
  data: WorkspaceData,
  now: number = Date.now(),
): { data: WorkspaceData; changed: boolean } {
  let projects = normalizeFolders(data.projects)
  let changed = projects.some((project, i) => project !== data.projects[i])
  const ids = new Set(projects.map((project) => project.id))
  let citations = data.citations
  if (citations.some((citation) => !ids.has(citation.projectId))) {
    const rescue: Project = {
      id: newProjectId(ids, now),
      title: DEFAULT_PROJECT_TITLE,
      styleId: RMIT_HARVARD,
    }
    projects = [...projects, rescue]
    ids.add(rescue.id)
    citations = citations.map((citation) =>
      ids.has(citation.projectId) ? citation : { ...citation, projectId: rescue.id },
    )
    changed = true
  }
  let activeProjectId = data.activeProjectId
  if (activeProjectId !== null && !ids.has(activeProjectId)) {
    activeProjectId = projects[0]?.id ?? null
    changed = true
  }
  return { data: { projects, activeProjectId, citations }, changed }
}

/**
 * Another tab changed the workspace: show its projects and citations. This tab keeps its own active project
 * (two tabs may work on two projects) unless that project is gone.
 */
export function onStorageEvent(event: StorageEvent): void {
  if (event.storageArea !== browserStorage()) return
  if (event.key !== null && !WORKSPACE_KEYS.includes(event.key)) return
  const stored = readStoredWorkspace()
  const ids = new Set(stored.projects.map((project) => project.id))
  const active = activeProjectStore.getState().activeProjectId
  setWorkspace({
    projects: normalizeFolders(stored.projects),
    citations: stored.citations,
    activeProjectId: active !== null && ids.has(active) ? active : (stored.projects[0]?.id ?? null),
  })
}

let hydration: { migration: MigrationResult | null } | undefined

/**
 * Fills the stores from storage once per page: the one-time migration first, then the stored workspace
 * (repaired and written back if needed), then "ready". From then on, changes made in other tabs are followed.
 */
export function hydrateWorkspace(): { migration: MigrationResult | null } {
  if (hydration) return hydration
  const storage = browserStorage()
  const migration = storage ? migrateLegacyStorage(storage) : null
  const { data, changed } = repairWorkspace(readStoredWorkspace(storage))
  if (changed) {
    try {
      writeWorkspace(data, storage)
    } catch {
      // Shown as repaired anyway; the next change writes it.
    }
  }
  setWorkspace(data)
  projectsStore.setState({ status: 'ready' })
  globalThis.addEventListener?.('storage', onStorageEvent)
  hydration = { migration }
  return hydration
}

/** Back to "loading" with nothing in the stores and no listener (a fresh page, for tests). */
export function resetWorkspace(): void {
  globalThis.removeEventListener?.('storage', onStorageEvent)
  hydration = undefined
  projectsStore.setState({ status: 'loading', projects: [] })
  activeProjectStore.setState({ activeProjectId: null })
  citationsStore.setState({ citations: [] })
}
