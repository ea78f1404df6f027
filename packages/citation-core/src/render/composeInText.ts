import type { CslItem } from '../csl/CslItem.ts'
import { creatorGroups } from './creators.ts'
import { formatDate } from './formatDate.ts'
import { itemText } from './itemText.ts'
import { citationName, isOrganisation } from './names.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'
import type { Segment } from './Rendered.ts'
import { resolveTitleStyle } from './titleStyle.ts'

export interface InTextOptions {
  /** `Day (2018)` instead of `(Day 2018)`. */
  narrative?: boolean
  /** A page, range or section: `(Day 2018:3)`; a legal case takes `at 72`. */
  locator?: string
  /** Adds the first author's initials, for different authors sharing a family name: `(Peterson M 2019)`. */
  withInitials?: boolean
}

const plain = (text: string): Segment => ({ text, italic: false })

function titleSegment(layout: ReferenceLayout, item: CslItem, forceItalic = false): Segment[] {
  const title = itemText(item, 'title')
  if (title === '') return []
  const style = forceItalic ? 'italic' : resolveTitleStyle(layout, item)
  return [style === 'quoted' ? plain(`'${title}'`) : { text: title, italic: style === 'italic' }]
}

function creatorSegments(layout: ReferenceLayout, item: CslItem, withInitials: boolean): Segment[] {
  const [group] = creatorGroups(layout, item)
  if (!group) return []
  const names = group.names
  const first = citationName(names[0]!, withInitials && !isOrganisation(names[0]!))
  if (names.length === 1) return [plain(first)]
  if (names.length === 2) return [plain(`${first} and ${citationName(names[1]!)}`)]
  return [plain(`${first} et al.`)]
}

function standIn(layout: ReferenceLayout, item: CslItem): Segment[] {
  const container = itemText(item, 'container-title')
  if (layout.noAuthor === 'container' && container !== '') return [plain(container)]
  if (layout.noAuthor === 'container-italic' && container !== '') return [{ text: container, italic: true }]
  return titleSegment(layout, item, layout.noAuthor === 'title-italic')
}

/** Who or what the citation names, and whether that is a creator (rather than a title or container). */
function namePart(layout: ReferenceLayout, item: CslItem, withInitials: boolean): [Segment[], boolean] {
  if (layout.inText === 'title' || layout.inText === 'legal-case') {
    // Films and TV are cited by their title as the list writes it: a film in italics, a television episode in
    // single quotes (docs/decisions/0716-tv-episode-cited-by-its-quoted-title.md).
    const title = titleSegment(layout, item)
    if (title.length > 0) return [title, false]
  }
  const creators = creatorSegments(layout, item, withInitials)
  if (creators.length === 0) return [standIn(layout, item), false]
  if (layout.inText === 'song' && resolveTitleStyle(layout, item) === 'quoted') {
    return [[...creators, plain(', '), ...titleSegment(layout, item)], true]
  }
  return [creators, true]
}

function lawReport(item: CslItem): string {
  return [itemText(item, 'volume'), itemText(item, 'container-title'), itemText(item, 'page')]
    .filter((p) => p !== '')
    .join(' ')
}

function legalCase(names: Segment[], item: CslItem, year: string, options: InTextOptions): Segment[] {
  const report = lawReport(item)
  const locator = options.locator?.trim() ? ` at ${options.locator.trim()}` : ''
  const tail = options.narrative && locator === '' ? '' : `${report === '' ? '' : ` ${report}`}${locator}`
  const body = [...names, plain(` (${year})${tail}`)]
  return options.narrative ? body : [plain('('), ...body, plain(')')]
}

/** The in-text citation as segments: `(Family Year:locator)` or `Family (Year:locator)`. */
export function composeInText(
  layout: ReferenceLayout,
  item: CslItem,
  options: InTextOptions = {},
): Segment[] {
  const [names, byCreator] = namePart(layout, item, options.withInitials === true)
  const fullDate = !byCreator && layout.fullDateInTextWithoutAuthor === true && layout.inText === 'creators'
  const date = formatDate(item.issued, fullDate ? 'full' : 'year', itemText(item, 'year-suffix'))
  const locator = options.locator?.trim() ? `:${options.locator.trim()}` : ''
  if (names.length === 0) return [plain(`(${date}${locator})`)]
  if (layout.inText === 'legal-case') return legalCase(names, item, date, options)
  if (options.narrative) return [...names, plain(` (${date}${locator})`)]
  return [plain('('), ...names, plain(` ${date}${locator})`)]
}
