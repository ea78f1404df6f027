import type { SelectOption } from '@unikit/design-system'
import { type FolderEntry, folderRows } from './folderRows.ts'
import { browseRoots, rootPlace } from './rootPlace.ts'

/** How a folder reads in a picker: its code first when it has one, as students search by code. */
export const folderLabel = (folder: { name: string; code: string | null }) =>
  folder.code ? `${folder.code} · ${folder.name}` : folder.name

/**
 * The options of a folder picker (upload, search filter, publish, move): the tree under "Core courses" and
 * "Majors", indented by depth with no-break spaces (a select collapses ordinary ones). The roots are headings
 * that cannot be chosen, unless `rootsSelectable` (a folder moved or created at the top of a root).
 */
export function folderOptions(
  folders: readonly FolderEntry[],
  options: { rootsSelectable?: boolean; exclude?: ReadonlySet<string> } = {},
): SelectOption[] {
  const result: SelectOption[] = []
  for (const root of browseRoots) {
    result.push({
      value: root,
      label: rootPlace(root).label,
      ...(options.rootsSelectable ? {} : { disabled: true }),
    })
    for (const row of folderRows(folders, root)) {
      if (options.exclude?.has(row.id)) continue
      result.push({ value: row.id, label: `${'\u00a0\u00a0'.repeat(row.depth + 1)}${folderLabel(row)}` })
    }
  }
  return result
}
