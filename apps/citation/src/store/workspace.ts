import { activeProjectStore } from './activeProjectStore.ts'
import { citationsStore } from './citationsStore.ts'
import type { Project, SavedCitation } from './citationTypes.ts'
import { parseActiveProjectId, parseCitations, parseJson, parseProjects } from './parseWorkspace.ts'
import { projectsStore } from './projectsStore.ts'
import { StorageWriteError } from './StorageWriteError.ts'
import { ACTIVE_PROJECT_KEY, CITATIONS_KEY, PROJECTS_KEY } from './storageKeys.ts'

/** Everything the workspace keeps: what the three stores hold and the three keys store. */
export type WorkspaceData = {
  projects: Project[]
  activeProjectId: number | null
  citations: SavedCitation[]
}

const keyOf = {
  projects: PROJECTS_KEY,
  activeProjectId: ACTIVE_PROJECT_KEY,
  citations: CITATIONS_KEY,
} as const satisfies Record<keyof WorkspaceData, string>

/** The browser's localStorage, or null where it is disabled (reading it may throw a SecurityError). */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The workspace as the stores hold it now. */
export function currentWorkspace(): WorkspaceData {
  return {
    projects: projectsStore.getState().projects,
    activeProjectId: activeProjectStore.getState().activeProjectId,
    citations: citationsStore.getState().citations,
  }
}

/** The workspace as stored; unreadable or malformed parts count as empty. */
export function readStoredWorkspace(storage: Storage | null = browserStorage()): WorkspaceData {
  const read = (key: string) => {
    try {
      return parseJson(storage?.getItem(key) ?? null)
    } catch {
      return undefined
    }
  }
  return {
    projects: parseProjects(read(PROJECTS_KEY)),
    activeProjectId: parseActiveProjectId(read(ACTIVE_PROJECT_KEY)),
    citations: parseCitations(read(CITATIONS_KEY)),
  }
}

/**
 * Writes the given parts of the workspace, all or nothing: if any write fails (quota, storage disabled) the keys
 * already written get their old values back and a `StorageWriteError` is thrown.
 */
export function writeWorkspace(
  next: Partial<WorkspaceData>,
  storage: Storage | null = browserStorage(),
): void {
  if (!storage) throw new StorageWriteError(new Error('localStorage is not available'))
  const written: Array<[string, string | null]> = []
  try {
    for (const part of Object.keys(next) as Array<keyof WorkspaceData>) {
      const key = keyOf[part]
      const value = JSON.stringify(next[part])
      const previous = storage.getItem(key)
      storage.setItem(key, value)
      written.push([key, previous])
    }
  } catch (error) {
    for (const [key, previous] of written.reverse()) {
      try {
        if (previous === null) storage.removeItem(key)
        else storage.setItem(key, previous)
      } catch {
        // Restoring a value never needs more room than it had; nothing more can be done here.
      }
    }
    throw new StorageWriteError(error)
  }
}

/** Puts a workspace into the stores (no write). */
export function setWorkspace(next: Partial<WorkspaceData>): void {
  if (next.projects) projectsStore.setState({ projects: next.projects })
  if (next.activeProjectId !== undefined)
    activeProjectStore.setState({ activeProjectId: next.activeProjectId })
  if (next.citations) citationsStore.setState({ citations: next.citations })
}

/**
 * Applies a change: written to storage first, then shown. A failed write throws a `StorageWriteError` and leaves
 * both storage and the stores as they were, so the user's view never runs ahead of what is saved.
 */
export function commitWorkspace(next: Partial<WorkspaceData>): void {
  writeWorkspace(next)
  setWorkspace(next)
}
