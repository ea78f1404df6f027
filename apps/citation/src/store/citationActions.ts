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
  const { projects, citations, activeProjectId } = currentWorkspace()
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
  let projectId = projects.some((project) => project.id === activeProjectId) ? activeProjectId : null
  if (projectId === null) {
    const project: Project = {
      id: newProjectId(
        projects.map((candidate) => candidate.id),
        now,
      ),
      title: DEFAULT_PROJECT_TITLE,
      styleId: RMIT_HARVARD,
    }
    projectId = project.id
    change.projects = [...projects, project]
    change.activeProjectId = project.id
  }
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

/** Removes citations by id; returns how many went. */
export function removeCitations(ids: readonly string[]): number {
  const { citations } = currentWorkspace()
  const gone = new Set(ids)
  const kept = citations.filter((citation) => !gone.has(citation.id))
  if (kept.length === citations.length) return 0
  commitWorkspace({ citations: kept })
  return citations.length - kept.length
}
