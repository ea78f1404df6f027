import type { FolderTree } from '@unikit/contracts/drive'
import { type BrowseRoot, browseRoots } from './rootPlace.ts'

export type FolderEntry = FolderTree['data'][number]
/** A folder in tree order, with how deep it sits below its root (0: a course or a major). */
export type FolderRow = FolderEntry & { depth: number }

const byName = (a: FolderEntry, b: FolderEntry) =>
  a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' })

/**
 * Every folder of `GET private/drive/folders` in the order a tree shows them: Core courses first, then Majors,
 * each folder followed by its children, siblings by name. A folder whose parent is missing from the list shows
 * at its root's top rather than vanishing, and a loop in bad data cannot hang the page.
 */
export function folderRows(folders: readonly FolderEntry[], root?: BrowseRoot): FolderRow[] {
  const ids = new Set(folders.map((folder) => folder.id))
  const children = new Map<string, FolderEntry[]>()
  for (const folder of folders) {
    const parent = ids.has(folder.parent_id) ? folder.parent_id : `root:${folder.root}`
    children.set(parent, [...(children.get(parent) ?? []), folder])
  }
  const rows: FolderRow[] = []
  const seen = new Set<string>()
  const visit = (key: string, depth: number) => {
    for (const folder of [...(children.get(key) ?? [])].sort(byName)) {
      if (seen.has(folder.id)) continue
      seen.add(folder.id)
      rows.push({ ...folder, depth })
      visit(folder.id, depth + 1)
    }
  }
  for (const each of root ? [root] : browseRoots) visit(`root:${each}`, 0)
  return rows
}

/** A folder and every folder below it: where a folder may not be moved to. */
export function folderAndDescendants(folders: readonly FolderEntry[], id: string): Set<string> {
  const found = new Set([id])
  let grew = true
  while (grew) {
    grew = false
    for (const folder of folders)
      if (found.has(folder.parent_id) && !found.has(folder.id)) {
        found.add(folder.id)
        grew = true
      }
  }
  return found
}
