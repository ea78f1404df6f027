import { findFormat, isStyleId } from '@unikit/citation-core'
import { type Project, RMIT_HARVARD, type SavedCitation } from './citationTypes.ts'

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Parses stored JSON; anything unreadable counts as absent. */
export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

/** A folder name as stored: trimmed text, or none. */
export function cleanFolderName(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Stored projects, keeping only well-formed ones with unique ids. */
export function parseProjects(data: unknown): Project[] {
  if (!Array.isArray(data)) return []
  const seen = new Set<number>()
  const projects: Project[] = []
  for (const raw of data) {
    if (!isObject(raw) || typeof raw.id !== 'number' || !Number.isFinite(raw.id) || seen.has(raw.id)) continue
    seen.add(raw.id)
    const folderName = cleanFolderName(raw.folderName)
    projects.push({
      id: raw.id,
      title: typeof raw.title === 'string' ? raw.title : '',
      styleId: isStyleId(raw.styleId) ? raw.styleId : RMIT_HARVARD,
      ...(folderName ? { folderName } : {}),
    })
  }
  return projects
}

/** Stored citations, keeping only well-formed ones of a known format, with unique ids. */
export function parseCitations(data: unknown): SavedCitation[] {
  if (!Array.isArray(data)) return []
  const seen = new Set<string>()
  const citations: SavedCitation[] = []
  for (const raw of data) {
    if (!isObject(raw) || typeof raw.id !== 'string' || raw.id === '' || seen.has(raw.id)) continue
    if (typeof raw.projectId !== 'number' || typeof raw.formatId !== 'number' || !findFormat(raw.formatId)) {
      continue
    }
    if (!isObject(raw.item) || typeof raw.item.type !== 'string') continue
    seen.add(raw.id)
    citations.push({
      id: raw.id,
      projectId: raw.projectId,
      formatId: raw.formatId,
      item: raw.item as SavedCitation['item'],
      time: typeof raw.time === 'number' ? raw.time : 0,
      ...(raw.copy === true ? { copy: true } : {}),
    })
  }
  return citations
}

/** The stored active project id, or null. */
export function parseActiveProjectId(data: unknown): number | null {
  return typeof data === 'number' && Number.isFinite(data) ? data : null
}
