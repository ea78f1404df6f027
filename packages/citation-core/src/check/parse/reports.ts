import { baseItem, publisherAndPlace } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

const government = /\b(?:Government|Department|Commonwealth|Parliament)\b/

/**
 * Reports and grey literature, mirroring `catalogue/formats/reports.ts`: ABS reports (16) with a catalogue
 * number, government reports (15) with an agency and a government, organisation reports (17) on a website,
 * company and market reports from a library database (21), data sets (18) and standards (19).
 */
export function parseReport(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  const descriptor = parse.descriptor?.toLowerCase()
  const standard = sorted.rest.find((part) => /^(?:AS|ISO|AS\/NZS|IEC|EN|BS)\s?[\d.:/-]/.test(part.text))
  if (descriptor === 'data set' || descriptor === 'dataset') {
    const item = baseItem('dataset', parse, sorted)
    item.website = sorted.website ?? sorted.rest[0]?.text ?? ''
    if (item.website === '') delete item.website
    return { formatId: 18, item }
  }
  if (descriptor && !standard) return undefined
  if (standard) {
    const item = baseItem('standard', parse, sorted)
    item.number = standard.text
    return { formatId: 19, item }
  }
  const abs =
    parse.creators[0]?.abbreviation === 'ABS' ||
    parse.creators[0]?.literal === 'Australian Bureau of Statistics' ||
    sorted.numberKind === 'catalogue'
  if (!sorted.number && !abs && !parse.database && !sorted.rest.some((p) => government.test(p.text)))
    return undefined
  if (parse.title?.quoted) return undefined
  const item = baseItem('report', parse, sorted)
  if (sorted.number) item.number = sorted.number
  if (abs) {
    item.website = sorted.website ?? 'ABS'
    return { formatId: 16, item }
  }
  if (parse.database && !parse.URL) return { formatId: 21, item }
  const governmentPart = sorted.rest.findIndex((part) => government.test(part.text))
  if (governmentPart >= 0 && !sorted.website) {
    item.authority = sorted.rest[governmentPart]!.text
    publisherAndPlace(item, sorted.rest.slice(0, governmentPart))
    // A department that publishes its own report is also its agency.
    const author = item.author?.[0]
    if (!item.publisher && author?.literal) item.publisher = author.abbreviation ?? author.literal
    return { formatId: 15, item }
  }
  if (sorted.website) item.website = sorted.website
  else if (sorted.rest[0]) item.website = sorted.rest[0].text
  return { formatId: parse.database ? 21 : 17, item }
}
