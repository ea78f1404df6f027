import type { CslItem } from '../csl/CslItem.ts'
import { datePoints } from '../render/dateParts.ts'
import { itemText } from '../render/itemText.ts'
import { presentNames } from '../render/names.ts'
import { validate } from '../validate/validate.ts'

const journalFormats = new Set([7, 8])
/** Formats whose container (newspaper, blog, page, channel) stands for the publisher. */
const containerPublishes = new Set([9, 10, 11, 12, 24])

/**
 * The completeness rule for a found source: a title, at least one author, a publisher
 * (a website or database name counts, and for news, blogs, posts and videos the paper, blog or channel) and a date; for journal articles also the journal, volume, issue and
 * pages (an article number counts as pages); for a book, chapter, brochure or catalogue its place of publication
 * unless a DOI replaces it (docs/decisions/0739-a-book-needs-its-place.md).
 */
export function missingFields(formatId: number, item: CslItem): string[] {
  const missing: string[] = []
  if (itemText(item, 'title') === '') missing.push('title')
  const creators = [item.author, item.editor, item.director, item.producer, item.host]
  if (!creators.some((names) => presentNames(names).length > 0)) missing.push('author')
  const publisher =
    itemText(item, 'publisher') ||
    itemText(item, 'website') ||
    itemText(item, 'source') ||
    (containerPublishes.has(formatId) ? itemText(item, 'container-title') : '')
  if (publisher === '') missing.push('publisher')
  if (datePoints(item.issued).length === 0) missing.push('issued')
  if (validate(formatId, item).missing.some((issue) => issue.key === 'place')) missing.push('publisher-place')
  if (journalFormats.has(formatId)) {
    if (itemText(item, 'container-title') === '') missing.push('container-title')
    if (itemText(item, 'volume') === '') missing.push('volume')
    if (itemText(item, 'issue') === '') missing.push('issue')
    if (itemText(item, 'page') === '' && itemText(item, 'number') === '') missing.push('page')
  }
  return missing
}
