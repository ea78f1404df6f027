import { baseItem } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

/**
 * Web pages (13) and webpage documents (14), mirroring `catalogue/formats/websites.ts`: a title, a site
 * (`<Name> website`, or APA's bare site name), an accessed date and a URL.
 */
export function parseWebPage(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  if (!parse.URL && !sorted.website) return undefined
  if (parse.title?.quoted) return undefined
  const item = baseItem('webpage', parse, sorted)
  const site = sorted.website ?? sorted.rest[0]?.text
  if (site) item.website = site
  else if (parse.creators.length === 1 && parse.creators[0]!.literal) {
    item.website = parse.creators[0]!.abbreviation ?? parse.creators[0]!.literal
  }
  if (/^homepage$/i.test(item.title ?? '')) item.title = 'Homepage'
  const pdf = /\.pdf(?:$|[?#])/i.test(parse.URL ?? '') || /^pdf$/i.test(parse.descriptor ?? '')
  // An organisation's report on its site renders alike; the title says which it is (catalogue format 17).
  const report = /\breport\b/i.test(item.title ?? '') && item.author?.[0]?.literal !== undefined
  if (report) item.type = 'report'
  return { formatId: report ? 17 : pdf ? 14 : 13, item }
}
