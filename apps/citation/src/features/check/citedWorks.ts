import type { CslItem, CslName } from '@unikit/citation-core'
import { renderBibliography } from '@unikit/citation-core'
import type { CitedWork } from './inTextCitations.ts'
import type { ShownEntry } from './shownEntries.ts'

const family = (name: CslName) =>
  [name['non-dropping-particle'], name.family ?? name.literal].filter(Boolean).join(' ')

const yearOf = (item: CslItem) => {
  const year = item.issued?.['date-parts']?.[0]?.[0]
  return year === undefined ? 'n.d.' : String(year)
}

/**
 * The entries as in-text citations name them: authors' family names (editors' when there are no authors), else
 * the title; the year with the a/b the reference list gives it.
 */
export function citedWorks(entries: readonly ShownEntry[]): CitedWork[] {
  const listed = entries.filter((entry) => entry.formatId !== null)
  const bibliography = renderBibliography(
    listed.map((entry) => ({ formatId: entry.formatId!, item: entry.item })),
  )
  return bibliography.map((rendered) => {
    const entry = listed[rendered.index]!
    const creators = entry.item.author?.length ? entry.item.author : (entry.item.editor ?? [])
    const names = creators.map(family).filter(Boolean)
    return {
      index: entry.check.index,
      names: names.length > 0 ? names : [entry.item.title ?? ''],
      byTitle: names.length === 0,
      year: yearOf(entry.item),
      suffix: String(rendered.item['year-suffix'] ?? ''),
    }
  })
}
