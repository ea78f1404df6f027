import { abbreviateOrganisation } from './abbreviateOrganisation.ts'
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
  if (!sorted.website && site && !/\.[a-z]{2,}$/i.test(site)) parse.marks.add('website-word')
  if (/^homepage$/i.test(item.title ?? '')) item.title = 'Homepage'
  const pdf = /\.pdf(?:$|[?#])/i.test(parse.URL ?? '') || /^pdf$/i.test(parse.descriptor ?? '')
  // An organisation's report on its site renders alike; the title says which it is (catalogue format 17).
  const owner = item.author?.[0]
  const report = /\breport\b/i.test(item.title ?? '') && owner?.literal !== undefined
  if (!report) return { formatId: pdf ? 14 : 13, item }
  // Format 17 names the organisation's own site; a report on another site is format 20.
  item.type = 'report'
  abbreviateOrganisation(item)
  const ownSite = item.website === item.author?.[0]?.abbreviation || item.website === owner.literal
  return { formatId: ownSite ? 17 : 20, item }
}
