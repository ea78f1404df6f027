import type { EntryParse, FamilyMatch } from './EntryParse.ts'
import type { SortedParts } from './sortParts.ts'

const reportCitation = /^(\d+)\s+([A-Z][A-Za-z]*(?:\s[A-Z][A-Za-z]*)?)\s+(\d+)$/
const caseName = /\sv\.?\s/

/**
 * Legal cases (34), mirroring the legal case format of `catalogue/formats/other.ts`: `*Case name* (Year)
 * Volume Series Page`. The case name comes first, so a paste that lost its italics reads it as authors; the
 * ` v ` between the parties and the report citation after the date tell it apart.
 */
export function parseLegalCase(parse: EntryParse, sorted: SortedParts): FamilyMatch | undefined {
  const name =
    parse.title && !parse.title.quoted && parse.creators.length === 0 ? parse.title.text : parse.head
  const citation = [parse.title?.text ?? '', ...sorted.rest.map((part) => part.text)]
    .map((text) => reportCitation.exec(text.replace(/\.$/, '')))
    .find(Boolean)
  if (!name || !caseName.test(` ${name} `) || !citation) return undefined
  // The parties were read as if they were authors: what that reading noticed does not apply.
  for (const mark of ['ampersand', 'family-comma', 'initial-stops', 'full-name']) parse.marks.delete(mark)
  if (parse.style === 'harvard-other') parse.style = 'rmit-harvard'
  const item: FamilyMatch['item'] = { type: 'legal_case', title: name.replace(/\.$/, '') }
  if (parse.issued) item.issued = parse.issued
  item.volume = citation[1]!
  item['container-title'] = citation[2]!
  item.page = citation[3]!
  return { formatId: 34, item }
}
