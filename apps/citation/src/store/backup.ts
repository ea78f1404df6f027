import { type CitationEntry, type CslItem, isStyleId, type StyleId } from '@unikit/citation-core'
import { type Project, RMIT_HARVARD, type SavedCitation } from './citationTypes.ts'
import { normalizeFolders } from './folderRules.ts'
import { newCitationId, newProjectId } from './newIds.ts'
import { DEFAULT_PROJECT_TITLE } from './projectActions.ts'
import { WorkspaceActionError } from './WorkspaceActionError.ts'
import { commitWorkspace, currentWorkspace, type WorkspaceData } from './workspace.ts'

/**
 * A backup is a plain CSL-JSON array (readable by Zotero, pandoc, citeproc), one item per citation. What only
 * Unikit needs travels in each item's `custom`: the format id (`unikitFormatId`, written by the engine), the
 * project (`unikitProject`: title, folder, place in the sidebar, style) and the citation (`unikitCitation`: id, time,
 * copy mark). Empty projects have nothing to cite and are not in it.
 */
export const PROJECT_FIELD = 'unikitProject'
export const CITATION_FIELD = 'unikitCitation'
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024

type BackupProject = { title: string; folderName?: string; order: number; styleId?: StyleId }
type BackupCitation = { id: string; time: number; copy?: boolean }

/** An entry read from a file, with the project and citation details a Unikit backup carries. */
export type ImportedEntry = CitationEntry & { project?: BackupProject; time?: number; copy?: boolean }
export type ImportFormat = 'CSL-JSON' | 'RIS' | 'BibTeX'
export type ImportDestination = 'backup' | 'new' | 'active'

/** The workspace's citations as backup entries, in sidebar order. */
export function backupEntries(data: Pick<WorkspaceData, 'projects' | 'citations'>): CitationEntry[] {
  return data.projects.flatMap((project, order) =>
    data.citations
      .filter((citation) => citation.projectId === project.id)
      .map((citation) => {
        const projectInfo: BackupProject = {
          title: project.title,
          order,
          ...(project.folderName ? { folderName: project.folderName } : {}),
          ...(project.styleId !== RMIT_HARVARD ? { styleId: project.styleId } : {}),
        }
        const citationInfo: BackupCitation = {
          id: citation.id,
          time: citation.time,
          ...(citation.copy ? { copy: true } : {}),
        }
        return {
          formatId: citation.formatId,
          item: {
            ...citation.item,
            id: citation.id,
            custom: { ...citation.item.custom, [PROJECT_FIELD]: projectInfo, [CITATION_FIELD]: citationInfo },
          },
        }
      }),
  )
}

/** The backup file's text (CSL-JSON) and a dated file name. */
export async function exportBackup(now: Date = new Date()): Promise<{ fileName: string; text: string }> {
  const { toCslJson } = await import('@unikit/citation-core/interchange')
  const text = toCslJson(backupEntries(currentWorkspace()))
  const day = now.toISOString().slice(0, 10)
  return { fileName: `unikit-citations-${day}.json`, text }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Takes the Unikit details out of an imported item's `custom`. */
function unwrap({ formatId, item }: CitationEntry): ImportedEntry {
  const custom = { ...item.custom }
  const project = custom[PROJECT_FIELD]
  const citation = custom[CITATION_FIELD]
  delete custom[PROJECT_FIELD]
  delete custom[CITATION_FIELD]
  delete custom.unikitFormatId
  const { custom: _custom, id: _id, ...rest } = item
  const clean: CslItem = Object.keys(custom).length > 0 ? { ...rest, custom } : rest
  const entry: ImportedEntry = { formatId, item: clean }
  if (isObject(project) && typeof project.title === 'string' && project.title.trim() !== '') {
    entry.project = {
      title: project.title.trim(),
      order: typeof project.order === 'number' ? project.order : 0,
      ...(typeof project.folderName === 'string' && project.folderName.trim() !== ''
        ? { folderName: project.folderName.trim() }
        : {}),
      ...(isStyleId(project.styleId) ? { styleId: project.styleId } : {}),
    }
  }
  if (isObject(citation)) {
    if (typeof citation.time === 'number' && Number.isFinite(citation.time)) entry.time = citation.time
    if (citation.copy === true) entry.copy = true
  }
  return entry
}

/** Something to cite: a title, a container or a creator. */
const hasContent = ({ item }: CitationEntry) =>
  Boolean(item.title || item['container-title'] || item.author?.length || item.editor?.length)

/** Which format a file is in, by its name and then its content. */
export function detectImportFormat(fileName: string, text: string): ImportFormat | undefined {
  const name = fileName.toLowerCase()
  const start = text.trimStart()
  if (name.endsWith('.json') || start.startsWith('[') || start.startsWith('{')) return 'CSL-JSON'
  if (name.endsWith('.ris') || /^TY {2}- /m.test(text)) return 'RIS'
  if (name.endsWith('.bib') || name.endsWith('.bibtex') || /@\w+\s*[{(]/.test(text)) return 'BibTeX'
  return undefined
}

/**
 * Reads a CSL-JSON (a Unikit backup or any other), RIS or BibTeX file. The interchange code is loaded only now.
 * Throws a `WorkspaceActionError` with a message for the user when the file cannot be used.
 */
export async function readImportFile(
  fileName: string,
  text: string,
): Promise<{ format: ImportFormat; entries: ImportedEntry[] }> {
  const format = detectImportFormat(fileName, text)
  if (!format) {
    throw new WorkspaceActionError(
      'This file is not a CSL-JSON, RIS or BibTeX file, so nothing was imported.',
    )
  }
  const interchange = await import('@unikit/citation-core/interchange')
  let entries: CitationEntry[]
  try {
    entries =
      format === 'CSL-JSON'
        ? interchange.fromCslJson(text)
        : format === 'RIS'
          ? interchange.fromRis(text)
          : interchange.fromBibtex(text)
  } catch (error) {
    throw new WorkspaceActionError(
      `This ${format} file could not be read, so nothing was imported. ${(error as Error).message.replace(/\.?$/, '.')}`,
    )
  }
  const usable = entries.filter(hasContent)
  if (usable.length === 0) {
    throw new WorkspaceActionError(`No citations were found in this ${format} file, so nothing was imported.`)
  }
  return { format, entries: usable.map(unwrap) }
}

const titleFromFileName = (fileName: string) =>
  fileName.replace(/\.[a-z0-9]+$/i, '').trim() || DEFAULT_PROJECT_TITLE

/**
 * Adds imported entries, all in one write: into the projects of a Unikit backup (re-created with new ids, after
 * the existing ones), into a new project named after the file, or into the active project (a new one if none).
 * The first project they went into becomes active. Returns how many citations were added.
 */
export function importEntries(
  entries: readonly ImportedEntry[],
  destination: ImportDestination,
  fileName: string,
  now: number = Date.now(),
): { citations: number; projects: number } {
  const { projects, citations, activeProjectId } = currentWorkspace()
  const nextProjects = [...projects]
  const projectIds = new Set(projects.map((project) => project.id))
  const citationIds = new Set(citations.map((citation) => citation.id))
  const created = new Map<string, Project>()
  const addProject = (key: string, title: string, folderName?: string, styleId = RMIT_HARVARD): Project => {
    const existing = created.get(key)
    if (existing) return existing
    const project: Project = {
      id: newProjectId(projectIds, now),
      title,
      styleId,
      ...(folderName ? { folderName } : {}),
    }
    projectIds.add(project.id)
    created.set(key, project)
    nextProjects.push(project)
    return project
  }
  const active = projects.find((project) => project.id === activeProjectId)
  const ordered =
    destination === 'backup'
      ? [...entries].sort((a, b) => (a.project?.order ?? Infinity) - (b.project?.order ?? Infinity))
      : entries
  const added: SavedCitation[] = ordered.map((entry) => {
    let project: Project
    if (destination === 'backup' && entry.project) {
      const { title, folderName, order, styleId } = entry.project
      project = addProject(`${order}\u0000${title}\u0000${folderName ?? ''}`, title, folderName, styleId)
    } else if (destination === 'active' && active) {
      project = active
    } else {
      project = addProject('\u0000file', titleFromFileName(fileName))
    }
    const id = newCitationId(citationIds)
    citationIds.add(id)
    return {
      id,
      projectId: project.id,
      formatId: entry.formatId,
      item: entry.item,
      time: entry.time ?? now,
      ...(entry.copy ? { copy: true } : {}),
    }
  })
  const firstProject = added[0]?.projectId ?? activeProjectId
  commitWorkspace({
    projects: normalizeFolders(nextProjects),
    citations: [...citations, ...added],
    activeProjectId: firstProject,
  })
  return { citations: added.length, projects: created.size }
}
