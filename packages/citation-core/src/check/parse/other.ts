import { baseItem, publisherAndPlace } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import { parseIssued } from './parseIssued.ts'
import type { SortedParts } from './sortParts.ts'

const socialPost = /^(?:tweet|instagram post|facebook post|linkedin post|tiktok video|post)$/i
const map = /\bmap$/i

/**
 * The other descriptor-led formats, mirroring `catalogue/formats/{social,conferences,images,other}.ts`: social
 * media posts (12), media releases (35), brochures (5), conference papers (30, 31, 32), lecture material (33),
 * student's own work (36), maps (29) and artworks (28).
 */
export function parseOther(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  const descriptor = parse.descriptor
  if (!descriptor) return undefined
  const rest = [...sorted.rest]
  if (socialPost.test(descriptor)) {
    const item = baseItem('post', parse, sorted)
    item.genre = descriptor === 'tweet' ? 'Tweet' : descriptor.replace(/^\w/, (c) => c.toUpperCase())
    if (rest[0]) item['container-title'] = rest[0].text
    return { formatId: 12, item }
  }
  if (/^media release$|^press release$/i.test(descriptor)) {
    const item = baseItem('article', parse, sorted)
    item.genre = 'media release'
    if (sorted.website ?? rest[0]) item.website = sorted.website ?? rest[0]!.text
    return { formatId: 35, item }
  }
  if (/^(?:brochure|pamphlet)$/i.test(descriptor)) {
    const item = baseItem('pamphlet', parse, sorted)
    item.genre = descriptor.toLowerCase()
    publisherAndPlace(item, rest)
    return { formatId: 5, item }
  }
  if (/conference|presentation|paper presentation/i.test(descriptor)) {
    const unpublished = /unpublished/i.test(descriptor)
    const item = baseItem(unpublished ? 'speech' : 'paper-conference', parse, sorted)
    // The conference's name may hold commas; the place is the last part.
    const place = rest.length > 1 ? rest.pop() : undefined
    if (rest.length > 0) item['event-title'] = rest.map((part) => part.text).join(', ')
    if (place) item['event-place'] = place.text
    if (unpublished) return { formatId: 32, item }
    return { formatId: parse.database ? 30 : parse.URL ? 31 : 32, item }
  }
  const exhibition = /^(print|online) exhibition (?:guide|catalogue)$/i.exec(descriptor)
  if (exhibition) {
    const item = baseItem('book', parse, sorted)
    item.medium = exhibition[1]!.toLowerCase()
    const dates = rest.findIndex((part) => /\d{4}\s*[–-]\s*\d/.test(part.text))
    if (dates >= 0) {
      const [from, to] = rest[dates]!.text.split(/\s*[–-]\s*/)
      const start = parseIssued(from!)?.['date-parts']?.[0]
      const end = parseIssued(to!)?.['date-parts']?.[0]
      if (start && end) item['event-date'] = { 'date-parts': [start, end] }
      rest.splice(dates, 1)
    }
    if (sorted.website) item.website = sorted.website
    else publisherAndPlace(item, rest)
    return { formatId: 6, item }
  }
  const paper = /^unpublished paper for (\S+)$/i.exec(descriptor)
  if (paper) {
    const item = baseItem('manuscript', parse, sorted)
    item.number = paper[1]!
    publisherAndPlace(item, rest)
    return { formatId: 36, item }
  }
  if (/slides|lecture|notes|micro-credential|course|tutorial|recording/i.test(descriptor)) {
    const item = baseItem('speech', parse, sorted)
    const [genre, code] = descriptor.split(/,\s*/)
    item.genre = genre!
    if (code) item.number = code
    publisherAndPlace(item, rest)
    return { formatId: 33, item }
  }
  const item = baseItem(map.test(descriptor) ? 'map' : 'graphic', parse, sorted)
  if (map.test(descriptor)) item.genre = descriptor
  else item.medium = descriptor
  if (sorted.website) item.website = sorted.website
  else if (!parse.database && map.test(descriptor)) publisherAndPlace(item, rest)
  else if (!parse.database) {
    const [gallery, ...place] = rest.map((part) => part.text)
    if (gallery) item.archive = gallery
    if (place.length > 0) item['archive-place'] = place.join(', ')
  }
  return { formatId: map.test(descriptor) ? 29 : 28, item }
}
