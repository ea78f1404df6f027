import { isStyleId } from '@unikit/citation-core'
import { type Project, RMIT_HARVARD, type SavedCitation } from './citationTypes.ts'
import { normalizeFolders } from './folderRules.ts'
import { convertLegacyCitation, type LegacyCitation, type LegacyProject } from './legacyCitation.ts'
import { newCitationId, newProjectId } from './newIds.ts'
import { cleanFolderName, parseJson } from './parseWorkspace.ts'
import { DEFAULT_PROJECT_TITLE } from './projectActions.ts'
import {
  LEGACY_ACTIVE_PROJECT_KEY,
  LEGACY_CITATIONS_KEY,
  LEGACY_PROJECTS_KEY,
  MIGRATION_FLAG_KEY,
  MIGRATION_FLAG_VALUE,
} from './storageKeys.ts'
import { readStoredWorkspace, type WorkspaceData, writeWorkspace } from './workspace.ts'

export type MigrationResult =
  | { status: 'done-before' }
  | { status: 'migrated'; projects: number; citations: number }
  | { status: 'failed'; error: unknown }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The old data added to the workspace already stored (normally empty). */
export function migrateLegacyData(
  stored: WorkspaceData,
  legacy: { projects: unknown; citations: unknown; active: unknown },
  now: number,
): { data: WorkspaceData; projects: number; citations: number } {
  const projects = [...stored.projects]
  const citations = [...stored.citations]
  const projectIds = new Set(projects.map((project) => project.id))
  const citationIds = new Set(citations.map((citation) => citation.id))
  let added = 0
  const oldProjects = Array.isArray(legacy.projects) ? (legacy.projects as unknown[]) : []
  for (const raw of oldProjects.filter(isObject) as LegacyProject[]) {
    if (typeof raw.id !== 'number' || !Number.isFinite(raw.id) || projectIds.has(raw.id)) continue
    const folderName = cleanFolderName(raw.folderName)
    projects.push({
      id: raw.id,
      title:
        typeof raw.title === 'string' && raw.title.trim() !== '' ? raw.title.trim() : DEFAULT_PROJECT_TITLE,
      styleId: isStyleId(raw.styleId) ? raw.styleId : RMIT_HARVARD,
      ...(folderName ? { folderName } : {}),
    })
    projectIds.add(raw.id)
    added += 1
  }
  // Citations without a (known) project all go into one new project.
  let orphanProject: Project | undefined
  const oldCitations = Array.isArray(legacy.citations) ? (legacy.citations as unknown[]) : []
  let moved = 0
  for (const raw of oldCitations.filter(isObject) as LegacyCitation[]) {
    let projectId =
      typeof raw.projectId === 'number' && projectIds.has(raw.projectId) ? raw.projectId : undefined
    if (projectId === undefined) {
      if (!orphanProject) {
        orphanProject = {
          id: newProjectId(projectIds, now),
          title: DEFAULT_PROJECT_TITLE,
          styleId: RMIT_HARVARD,
        }
        projects.push(orphanProject)
        projectIds.add(orphanProject.id)
        added += 1
      }
      projectId = orphanProject.id
    }
    const id =
      typeof raw.id === 'string' && raw.id !== '' && !citationIds.has(raw.id)
        ? raw.id
        : newCitationId(citationIds)
    citationIds.add(id)
    const { formatId, item } = convertLegacyCitation(raw)
    const citation: SavedCitation = {
      id,
      projectId,
      formatId,
      item,
      time: typeof raw.time === 'number' && Number.isFinite(raw.time) ? raw.time : now,
      ...(raw.copy ? { copy: true } : {}),
    }
    citations.push(citation)
    moved += 1
  }
  const oldActive = typeof legacy.active === 'number' ? legacy.active : Number(legacy.active)
  const activeProjectId =
    stored.activeProjectId ??
    (projectIds.has(oldActive) ? oldActive : (orphanProject?.id ?? projects[0]?.id ?? null))
  return {
    data: { projects: normalizeFolders(projects), activeProjectId, citations },
    projects: added,
    citations: moved,
  }
}

/**
 * The one-time migration of the old product's storage (docs/product/citations.md#migration; flag value 3). Old projects keep their
 * ids; old citations are converted to `{ formatId, item }`, get a 9-character id when they lack one, and a new
 * project when they lack one. The new keys are written first and only then the old keys removed: if storage
 * refuses, nothing changed and the migration runs again next time. Once done, the flag is set and it never runs
 * again.
 */
export function migrateLegacyStorage(storage: Storage, now: number = Date.now()): MigrationResult {
  if (storage.getItem(MIGRATION_FLAG_KEY) === MIGRATION_FLAG_VALUE) return { status: 'done-before' }
  const read = (key: string) => parseJson(storage.getItem(key))
  const legacy = {
    projects: read(LEGACY_PROJECTS_KEY),
    citations: read(LEGACY_CITATIONS_KEY),
    active: read(LEGACY_ACTIVE_PROJECT_KEY),
  }
  // The old names are plain words another tool on this origin could use: only values of the old shapes are ours.
  const legacyKeys = [
    ...(Array.isArray(legacy.projects) ? [LEGACY_PROJECTS_KEY] : []),
    ...(Array.isArray(legacy.citations) ? [LEGACY_CITATIONS_KEY] : []),
    ...(Number.isFinite(Number(legacy.active)) && legacy.active !== null ? [LEGACY_ACTIVE_PROJECT_KEY] : []),
  ]
  const hasLegacy = Array.isArray(legacy.projects) || Array.isArray(legacy.citations)
  let projects = 0
  let citations = 0
  try {
    if (hasLegacy) {
      const result = migrateLegacyData(readStoredWorkspace(storage), legacy, now)
      ;({ projects, citations } = result)
      // The new keys are written (all or nothing) before the old ones go, so a full storage loses nothing.
      writeWorkspace(result.data, storage)
      for (const key of legacyKeys) storage.removeItem(key)
    }
    storage.setItem(MIGRATION_FLAG_KEY, MIGRATION_FLAG_VALUE)
  } catch (error) {
    return { status: 'failed', error }
  }
  return { status: 'migrated', projects, citations }
}
