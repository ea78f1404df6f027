import type { CslItem } from '../csl/CslItem.ts'
import type { Composer } from './Composer.ts'
import { formatAccessed } from './formatDate.ts'
import { itemText } from './itemText.ts'
import type { Ending, ReferenceLayout } from './ReferenceLayout.ts'
import { bareDoi, databaseLabel, websiteLabel } from './siteName.ts'

function has(item: CslItem, ending: Ending): boolean {
  switch (ending) {
    case 'doi':
      return itemText(item, 'DOI') !== ''
    case 'database':
      return itemText(item, 'source') !== ''
    case 'website':
      return itemText(item, 'website') !== '' || itemText(item, 'URL') !== ''
    case 'url':
      return itemText(item, 'URL') !== '' || item.accessed !== undefined
    case 'place':
      return itemText(item, 'publisher-place') !== ''
    case 'publisher-place':
      return itemText(item, 'publisher') !== '' || itemText(item, 'publisher-place') !== ''
    case 'archive':
      return itemText(item, 'archive') !== '' || itemText(item, 'archive-place') !== ''
  }
}

function put(out: Composer, text: string): void {
  if (text !== '') out.separate(', ').put(text)
}

function accessed(item: CslItem): string {
  const date = formatAccessed(item.accessed)
  return date === '' ? '' : `accessed ${date}`
}

/** Writes `. URL` and reports that the entry must not get a closing full stop. */
function writeUrl(out: Composer, item: CslItem): boolean {
  const url = itemText(item, 'URL')
  if (url === '') return false
  out.append('. ').append(url)
  return true
}

/** Writes the ending; returns true when the entry ends with a URL (and so takes no full stop). */
function writeOne(out: Composer, ending: Ending, item: CslItem, layout: ReferenceLayout): boolean {
  switch (ending) {
    case 'doi':
      put(out, `doi:${bareDoi(itemText(item, 'DOI'))}`)
      return false
    case 'database':
      put(out, accessed(item))
      put(out, databaseLabel(itemText(item, 'source')))
      if (layout.databaseUrl && itemText(item, 'URL') !== '') {
        out.append('. ').append(itemText(item, 'URL'))
        return true
      }
      return false
    case 'website':
      put(out, websiteLabel(itemText(item, 'website')))
      put(out, accessed(item))
      return writeUrl(out, item)
    case 'url':
      put(out, accessed(item))
      return writeUrl(out, item)
    case 'place':
      put(out, itemText(item, 'publisher-place'))
      return false
    case 'publisher-place':
      put(out, itemText(item, 'publisher'))
      put(out, itemText(item, 'publisher-place'))
      return false
    case 'archive':
      put(out, itemText(item, 'archive'))
      put(out, itemText(item, 'archive-place'))
      return false
  }
}

const closed = /[.?!]$/

/** Writes the first ending whose data is present, then the closing full stop unless a URL ends the entry. */
export function writeEnding(out: Composer, layout: ReferenceLayout, item: CslItem): void {
  const ending = layout.endings.find((candidate) => has(item, candidate))
  const endsWithUrl = ending ? writeOne(out, ending, item, layout) : false
  if (!endsWithUrl && !closed.test(out.lastChar())) out.append('.')
}
