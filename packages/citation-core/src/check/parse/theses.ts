import { baseItem, publisherAndPlace } from './baseItem.ts'
import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

/** `PhD dissertation`, `master’s thesis`, APA's `Doctoral dissertation, University`, `PhD thesis`. */
const thesisPart =
  /^(?:PhD|Ph\.D\.|doctoral|doctorate|master['’]?s?|MPhil|honours|unpublished)\b.*\b(?:thesis|dissertation)\b/i

/**
 * Theses (37 database, 41 repository or website, 42 print), mirroring `catalogue/formats/theses.ts`:
 * `[PhD dissertation]` or APA's `[Doctoral dissertation, University]`, then the university.
 */
export function parseThesis(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  const descriptor = parse.descriptor ?? sorted.rest.find((part) => thesisPart.test(part.text))?.text
  if (!descriptor || !thesisPart.test(descriptor)) return undefined
  const [kind, university] = descriptor.split(/,\s*/)
  const item = baseItem('thesis', parse, sorted)
  item.genre = thesisGenre(kind!)
  const rest = sorted.rest.filter((part) => part.text !== descriptor && !/^ProQuest/i.test(part.text))
  if (university) item.publisher = university
  else publisherAndPlace(item, rest)
  if (university && rest.length > 0 && !parse.URL)
    item['publisher-place'] = rest.map((p) => p.text).join(', ')
  if (parse.database) return { formatId: 37, item }
  return { formatId: parse.URL ? 41 : 42, item }
}

function thesisGenre(kind: string): string {
  if (/doctoral|phd/i.test(kind)) return 'PhD dissertation'
  if (/master/i.test(kind)) return /dissertation/i.test(kind) ? 'master’s dissertation' : 'master’s thesis'
  return kind.trim()
}
