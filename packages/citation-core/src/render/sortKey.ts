import type { CslItem } from '../csl/CslItem.ts'
import { creatorGroups } from './creators.ts'
import { datePoints } from './dateParts.ts'
import { initials } from './initials.ts'
import { itemText } from './itemText.ts'
import { familyName, isOrganisation } from './names.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'

export interface SortKey {
  /** What the entry starts with, name by name: family name then initials, or the organisation as displayed. */
  head: string[]
  /** The year; undated works go after dated ones. */
  year: number
}

function standInKey(layout: ReferenceLayout, item: CslItem): string {
  const container = itemText(item, 'container-title')
  const usesContainer = layout.noAuthor === 'container' || layout.noAuthor === 'container-italic'
  return usesContainer && container !== '' ? container : itemText(item, 'title')
}

/** The sort key of RULES.md section 10: by the displayed first element, then by year. */
export function sortKey(layout: ReferenceLayout, item: CslItem): SortKey {
  const [group] = creatorGroups(layout, item)
  const head: string[] = []
  if (group) {
    for (const name of group.names) {
      if (isOrganisation(name)) head.push(name.abbreviation?.trim() || name.literal!.trim(), '')
      else head.push(familyName(name) || (name.given ?? ''), initials(name.given))
    }
  } else {
    head.push(standInKey(layout, item))
  }
  const [start] = datePoints(item.issued)
  return { head, year: start ? start.year : Number.POSITIVE_INFINITY }
}

// Made on first use: a collator is slow to build on a phone, and loading the engine sorts nothing.
let collator: Intl.Collator | undefined
function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { numeric: true })
  return collator.compare(a, b)
}

/** Case- and diacritic-aware comparison (`Deegan` before `DET`, `Ä` with `A`); shorter name lists first. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  const length = Math.min(a.head.length, b.head.length)
  for (let i = 0; i < length; i++) {
    const order = compareText(a.head[i]!, b.head[i]!)
    if (order !== 0) return order
  }
  if (a.head.length !== b.head.length) return a.head.length - b.head.length
  if (a.year === b.year) return 0
  return a.year < b.year ? -1 : 1
}
