import type { CslItem, CslName } from '../csl/CslItem.ts'
import { joinNames, presentNames, referenceName } from './names.ts'
import type { CreatorRole, ReferenceLayout } from './ReferenceLayout.ts'
import { roleLabel } from './roles.ts'

export interface CreatorGroup {
  names: CslName[]
  role?: CreatorRole
}

/** The name groups that take the author position: the first non-empty one, or all of them for a podcast. */
export function creatorGroups(layout: ReferenceLayout, item: CslItem): CreatorGroup[] {
  const groups: CreatorGroup[] = []
  for (const creator of layout.creators) {
    const names = presentNames(item[creator.variable])
    if (names.length === 0) continue
    groups.push(creator.role ? { names, role: creator.role } : { names })
    if (layout.creatorsMode === 'first') break
  }
  return groups
}

/** `Hunter A and Bessell S (hosts) and Policy Forum.net (producer)`. */
export function creatorsText(groups: readonly CreatorGroup[]): string {
  return groups
    .map((group) => {
      const names = joinNames(group.names.map(referenceName))
      return group.role ? `${names} ${roleLabel(group.role, group.names.length)}` : names
    })
    .join(' and ')
}
