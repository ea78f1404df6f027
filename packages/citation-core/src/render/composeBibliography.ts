import type { CitationEntry, CslItem } from '../csl/CslItem.ts'
import { composeInText } from './composeInText.ts'
import { composeReference } from './composeReference.ts'
import { creatorGroups } from './creators.ts'
import { initials } from './initials.ts'
import { layoutIsInTextOnly } from './inTextOnly.ts'
import { layoutFor } from './layoutFor.ts'
import { familyName, isOrganisation } from './names.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'
import type { Segment } from './Rendered.ts'
import { compareSortKeys, type SortKey, sortKey } from './sortKey.ts'
import { yearSuffix } from './yearSuffix.ts'

/** One entry of a laid-out reference list. */
export interface ComposedEntry {
  /** Position of the entry in the input. */
  index: number
  formatId: number
  /** The input item with `year-suffix` set when the list needed one. */
  item: CslItem
  /** The reference; empty for a work cited in text only. */
  segments: Segment[]
  withInitials: boolean
  /** Cited in text only (a dictionary entry with no author): not part of the reference list. */
  inTextOnly: boolean
}

interface Prepared {
  index: number
  entry: CitationEntry
  layout: ReferenceLayout
  key: SortKey
  withInitials: boolean
  inTextOnly: boolean
}

/** First authors who share a family name with a different person get their initials in text. */
function familiesNeedingInitials(prepared: readonly Prepared[]): Set<string> {
  const seen = new Map<string, Set<string>>()
  for (const p of prepared) {
    const first = creatorGroups(p.layout, p.entry.item)[0]?.names[0]
    if (!first || isOrganisation(first)) continue
    const family = familyName(first).toLocaleLowerCase()
    const set = seen.get(family) ?? new Set<string>()
    set.add(initials(first.given))
    seen.set(family, set)
  }
  return new Set([...seen].filter(([, set]) => set.size > 1).map(([family]) => family))
}

function needsInitials(p: Prepared, families: Set<string>): boolean {
  const first = creatorGroups(p.layout, p.entry.item)[0]?.names[0]
  return first !== undefined && !isOrganisation(first) && families.has(familyName(first).toLocaleLowerCase())
}

/** What a reader sees in text without the suffix: works that would look the same there get `a`, `b`... */
function citationIdentity(p: Prepared): string {
  const withoutSuffix = { ...p.entry.item, 'year-suffix': '' }
  return composeInText(p.layout, withoutSuffix, { withInitials: p.withInitials })
    .map((segment) => segment.text)
    .join('')
}

/**
 * Sorts entries as RULES.md section 10 says and applies the year suffixes (2021a, 2021b). Works cited in text
 * only keep their place in the order but have no reference and take no suffix.
 */
export function composeBibliography(entries: readonly CitationEntry[]): ComposedEntry[] {
  const prepared: Prepared[] = entries.map((entry, index) => {
    const layout = layoutFor(entry.formatId)
    return {
      index,
      entry,
      layout,
      key: sortKey(layout, entry.item),
      withInitials: false,
      inTextOnly: layoutIsInTextOnly(layout, entry.item),
    }
  })
  const families = familiesNeedingInitials(prepared)
  for (const p of prepared) p.withInitials = needsInitials(p, families)
  prepared.sort((a, b) => compareSortKeys(a.key, b.key) || a.index - b.index)

  // A suffix points at one entry of the list; a work cited in text only has none to point at.
  const groups = new Map<string, Prepared[]>()
  for (const p of prepared) {
    if (p.inTextOnly) continue
    const identity = citationIdentity(p)
    const group = groups.get(identity)
    if (group) group.push(p)
    else groups.set(identity, [p])
  }
  const suffixes = new Map<Prepared, string>()
  for (const group of groups.values()) {
    if (group.length < 2) continue
    for (const [position, p] of group.entries()) suffixes.set(p, yearSuffix(position))
  }

  return prepared.map((p) => {
    const suffix = suffixes.get(p)
    const { 'year-suffix': _ignored, ...rest } = p.entry.item
    const item: CslItem = suffix ? { ...rest, 'year-suffix': suffix } : rest
    return {
      index: p.index,
      formatId: p.entry.formatId,
      item,
      segments: p.inTextOnly ? [] : composeReference(p.layout, item),
      withInitials: p.withInitials,
      inTextOnly: p.inTextOnly,
    }
  })
}
