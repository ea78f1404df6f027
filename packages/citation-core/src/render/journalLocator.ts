import type { CslItem } from '../csl/CslItem.ts'
import { itemText } from './itemText.ts'

const dashes = /\s*[–—-]\s*/g

/** Page ranges use an ASCII hyphen with no spaces: `590–620` → `590-620`. */
export function normalisePages(pages: string): string {
  return pages.replace(dashes, '-')
}

/** `32(11):590-620`, `10:519-537`, `518:Article 145905`, `28:1-18, Article 100791`. */
export function journalLocator(item: CslItem): string {
  const volume = itemText(item, 'volume')
  const issue = itemText(item, 'issue')
  const pages = normalisePages(itemText(item, 'page'))
  const article = itemText(item, 'number')
  let where = volume
  if (issue !== '') where += `(${normalisePages(issue)})`
  const articleText = article === '' ? '' : `Article ${article}`
  const pagesText = pages !== '' && articleText !== '' ? `${pages}, ${articleText}` : pages || articleText
  if (where === '') return pagesText
  return pagesText === '' ? where : `${where}:${pagesText}`
}
