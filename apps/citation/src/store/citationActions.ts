import type { CitationEntry } from '@unikit/citation-core'
import { emitCitationCreated } from '../api/usageApi.ts'
import { type Project, RMIT_HARVARD, type SavedCitation } from './citationTypes.ts'
import { newCitationId, newProjectId } from './newIds.ts'
import { DEFAULT_PROJECT_TITLE } from './projectActions.ts'
import { commitWorkspace, currentWorkspace, type WorkspaceData } from './workspace.ts'

/**
 * Saves what the form produced. Editing (`editingId`) replaces the citation's format and item and refreshes its
 * time. A new citation goes into the active project; with none, a project "New project name" is created first
 * and made active (docs/product/citations.md#projects); an edited citation that another tab removed meanwhile is saved as new. A new citation is counted for "Most used formats". Throws a
 * `StorageWriteError` when storage refuses, with nothing changed.
 */
export function saveCitation(entry: CitationEntry, editingId?: string): SavedCitation {
  const { citations } = currentWorkspace()
  const now = Date.now()
  const edited = editingId === undefined ? undefined : citations.find((citation) => citation.id === editingId)
  if (edited) {
    const saved: SavedCitation = { ...edited, formatId: entry.formatId, item: entry.item, time: now }
    commitWorkspace({
      citations: citations.map((citation) => (citation.id === edited.id ? saved : citation)),
    })
    return saved
  }
  const change: Partial<WorkspaceData> = {}
  const projectId = targetProject(change, now)
  const saved: SavedCitation = {
    id: newCitationId(new Set(citations.map((citation) => citation.id))),
    projectId,
    formatId: entry.formatId,
    item: entry.item,
    time: now,
  }
  change.citations = [...citations, saved]
  commitWorkspace(change)
  // Best effort (it never rejects): the citation is saved whatever happens to the count.
  void emitCitationCreated(entry.formatId)
  return saved
}

/**
 * The active project, or, with none, a new "New project name" added to `change` and made active
 * (docs/product/citations.md#projects).
 */
function targetProject(change: Partial<WorkspaceData>, now: number): number {
  const { projects, activeProjectId } = currentWorkspace()
  if (activeProjectId !== null && projects.some((project) => project.id === activeProjectId))
    return activeProjectId
  const project: Project = {
    id: newProjectId(
      projects.map((candidate) => candidate.id),
      now,
    ),
    title: DEFAULT_PROJECT_TITLE,
    styleId: RMIT_HARVARD,
  }
  change.projects = [...projects, project]
  change.activeProjectId = project.id
  return project.id
}

/**
 * Adds several citations to the active project in one write, so they all go in or none does (the checker's "Add
 * all to a project", docs/product/citations.md#checking-a-reference-list); with no project, one is created as
 * for a single citation. They are not counted for "Most used formats": the student chose no format. Returns the
 * saved citations; throws a `StorageWriteError` when storage refuses, with nothing changed.
 */
export function addCitations(entries: readonly CitationEntry[]): SavedCitation[] {
  if (entries.length === 0) return []
  const { citations } = currentWorkspace()
  const now = Date.now()
  const change: Partial<WorkspaceData> = {}
  const projectId = targetProject(change, now)
  const ids = new Set(citations.map((citation) => citation.id))
  const saved = entries.map((entry): SavedCitation => {
    const id = newCitationId(ids)
    ids.add(id)
    return { id, projectId, formatId: entry.formatId, item: entry.item, time: now }
  })
  change.citations = [...citations, ...saved]
  commitWorkspace(change)
  return saved
}

/** Removes citations by id; returns how many went. */
export function removeCitations(ids: readonly string[]): number {
  const { citations } = currentWorkspace()
  const gone = new Set(ids)
  const kept = citations.filter((citation) => !gone.has(citation.id))
  if (kept.length === citations.length) return 0
  commitWorkspace({ citations: kept })
  return citations.length - kept.length
}
