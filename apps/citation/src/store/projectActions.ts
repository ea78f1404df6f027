import type { StyleId } from '@unikit/citation-core'
import { type Project, RMIT_HARVARD } from './citationTypes.ts'
import { normalizeFolders } from './folderRules.ts'
import { newCitationId, newProjectId } from './newIds.ts'
import { WorkspaceActionError } from './WorkspaceActionError.ts'
import { commitWorkspace, currentWorkspace } from './workspace.ts'

export const DEFAULT_PROJECT_TITLE = 'New project name'
/** Added to the title of a duplicated project (" (copy)": docs/product/citations.md#projects). */
export const COPY_LABEL = ' (copy)'
export const MERGE_WITH_ITSELF_MESSAGE = 'cannot merge with itself'

function requireProject(projects: readonly Project[], id: number): Project {
  const project = projects.find((candidate) => candidate.id === id)
  if (!project) throw new WorkspaceActionError('This project no longer exists.')
  return project
}

/** Selects a project (the listing shows its citations; the URL follows). */
export function setActiveProject(id: number | null): void {
  const { projects, activeProjectId } = currentWorkspace()
  if (id === activeProjectId) return
  if (id !== null) requireProject(projects, id)
  commitWorkspace({ activeProjectId: id })
}

/**
 * Adds a project titled "New project name" (last in `folderName` when given, else last of all) and makes it
 * active. Returns its id; the sidebar opens its name box in rename mode.
 */
export function createProject(
  options: { folderName?: string; title?: string; styleId?: StyleId } = {},
): number {
  const { projects } = currentWorkspace()
  const id = newProjectId(projects.map((project) => project.id))
  const project: Project = {
    id,
    title: options.title ?? DEFAULT_PROJECT_TITLE,
    styleId: options.styleId ?? RMIT_HARVARD,
    ...(options.folderName ? { folderName: options.folderName } : {}),
  }
  commitWorkspace({ projects: normalizeFolders([...projects, project]), activeProjectId: id })
  return id
}

/**
 * Writes the active project's citations in another style (docs/product/citation-styles.md#in-the-tool): only the
 * project's `styleId` changes, its citations stay as they are. With no project, one is created in that style and
 * made active, as saving a first citation would. Returns the project's id.
 */
export function setActiveProjectStyle(styleId: StyleId): number {
  const { projects, activeProjectId } = currentWorkspace()
  const project = projects.find((candidate) => candidate.id === activeProjectId)
  if (!project) return createProject({ styleId })
  if (project.styleId !== styleId) {
    commitWorkspace({
      projects: projects.map((candidate) =>
        candidate.id === project.id ? { ...candidate, styleId } : candidate,
      ),
    })
  }
  return project.id
}

/** Renames a project. An empty title changes nothing and returns false (the name box shows the old title). */
export function renameProject(id: number, title: string): boolean {
  const { projects } = currentWorkspace()
  const project = requireProject(projects, id)
  const trimmed = title.trim()
  if (trimmed === '') return false
  if (trimmed === project.title) return true
  commitWorkspace({
    projects: projects.map((candidate) =>
      candidate.id === id ? { ...candidate, title: trimmed } : candidate,
    ),
  })
  return true
}

/**
 * Copies a project just after it (same folder) with " (copy)" added to its title; its citations are copied with
 * new ids and marked as copies. The copy becomes active; its id is returned.
 */
export function duplicateProject(id: number): number {
  const { projects, citations } = currentWorkspace()
  const project = requireProject(projects, id)
  const copyId = newProjectId(projects.map((candidate) => candidate.id))
  const copy: Project = { ...project, id: copyId, title: `${project.title}${COPY_LABEL}` }
  const next = [...projects]
  next.splice(projects.indexOf(project) + 1, 0, copy)
  const taken = new Set(citations.map((citation) => citation.id))
  const copies = citations
    .filter((citation) => citation.projectId === id)
    .map((citation) => {
      const citationId = newCitationId(taken)
      taken.add(citationId)
      return { ...citation, id: citationId, projectId: copyId, copy: true }
    })
  commitWorkspace({ projects: next, activeProjectId: copyId, citations: [...citations, ...copies] })
  return copyId
}

/** Moves every citation of `sourceId` into `targetId`, deletes the source and makes the target active. */
export function mergeProjects(sourceId: number, targetId: number): void {
  if (sourceId === targetId) throw new WorkspaceActionError(MERGE_WITH_ITSELF_MESSAGE)
  const { projects, citations } = currentWorkspace()
  requireProject(projects, sourceId)
  requireProject(projects, targetId)
  commitWorkspace({
    citations: citations.map((citation) =>
      citation.projectId === sourceId ? { ...citation, projectId: targetId } : citation,
    ),
    projects: projects.filter((project) => project.id !== sourceId),
    activeProjectId: targetId,
  })
}

/**
 * Deletes a project and its citations. If it was active, the next project (else the previous one) becomes
 * active, or none when it was the last.
 */
export function deleteProject(id: number): void {
  const { projects, citations, activeProjectId } = currentWorkspace()
  const project = requireProject(projects, id)
  const index = projects.indexOf(project)
  const remaining = projects.filter((candidate) => candidate.id !== id)
  const nextActive =
    activeProjectId !== id ? activeProjectId : ((remaining[index] ?? remaining[index - 1])?.id ?? null)
  commitWorkspace({
    citations: citations.filter((citation) => citation.projectId !== id),
    projects: remaining,
    activeProjectId: nextActive,
  })
}
