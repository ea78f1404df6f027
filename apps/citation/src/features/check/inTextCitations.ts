/**
 * The in-text check of a dropped Word document (docs/product/citations.md#checking-a-reference-list): the
 * citations in the body — `(Smith 2020)`, `(Smith and Lee 2020, p. 4)`, `(Smith et al. 2020; Brown 2019)`,
 * narrative `Smith (2020)`, APA `(Smith & Lee, 2020)` — matched to the list's entries by family names and year
 * (with its a/b).
 */

/** One citation found in the body. */
export type InTextCitation = {
  /** As written: `Smith and Lee 2020, p. 4` or, narrative, `Smith (2020)`. */
  text: string
  /** Family names (or an organisation's name), in order, without "et al.". */
  names: string[]
  etAl: boolean
  /** `2020`, or `n.d.`. */
  year: string
  /** The a/b of two works by the same authors in one year; empty when none. */
  suffix: string
  /** The sentence it stands in, to find it in the document. */
  sentence: string
}

/** An entry of the list as an in-text citation names it. */
export type CitedWork = {
  /** The entry's position in the pasted list. */
  index: number
  /** Family names (or an organisation's name); for a work with no author, its title. */
  names: string[]
  /** True when `names` holds a title: a citation may give its first words only. */
  byTitle?: boolean
  year: string
  suffix: string
}

export type InTextReport = {
  /** Citations no entry matches. */
  orphans: InTextCitation[]
  /** Positions of the entries no citation names. */
  uncited: number[]
}

const NAME = String.raw`\p{Lu}[\p{L}'’-]+`
const YEAR = String.raw`(\d{4}|n\.d\.)([a-z])?`
/** A citation inside brackets: names, an optional comma (APA), the year, then pages or a paragraph. */
const PART = new RegExp(
  String.raw`^(?:(?:see also|see|e\.g\.,?|cf\.|as cited in)\s+)?(\p{Lu}.*?),?\s+${YEAR}(?:\s*,\s*(?:p|pp|para|ch)\.?\s*\S.*)?$`,
  'u',
)
/** A bracket holding only a year (with pages): the names stand before it, narrative. */
const YEAR_ONLY = new RegExp(String.raw`^${YEAR}(?:\s*,\s*\S.*)?$`, 'u')
/** The names just before a narrative citation's bracket: `Smith`, `Smith and Lee`, `Smith, Lee & Brown`, `Smith et al.`. */
const NARRATIVE_NAMES = new RegExp(
  String.raw`(${NAME}(?:(?:,\s+${NAME})*\s+(?:and|&)\s+${NAME}|\s+et\s+al\.?)?)\s*$`,
  'u',
)
/** A sentence ends at . ! or ? and a space, except after "et al." and "p.". */
const SENTENCE_END = /(?<!\bet al|\bp|\bpp|\be\.g|\bi\.e|\bcf)[.!?]["”’)]?\s+/g

/** `Smith, Lee and Brown`, `Smith & Lee`, `Smith et al.` → family names and whether "et al." was there. */
function splitNames(text: string): { names: string[]; etAl: boolean } {
  const etAl = /\bet\s+al\.?/.test(text)
  const names = text
    .replace(/\bet\s+al\.?/, '')
    .split(/\s*(?:,|\band\b|&)\s*/)
    .map((name) => name.trim())
    .filter(Boolean)
  return { names, etAl }
}

/** The sentence of `paragraph` around `at`. */
function sentenceAt(paragraph: string, at: number): string {
  let start = 0
  let end = paragraph.length
  for (const match of paragraph.matchAll(SENTENCE_END)) {
    const boundary = match.index + match[0].length
    if (boundary <= at) start = boundary
    else {
      end = match.index + match[0].trimEnd().length
      break
    }
  }
  return paragraph.slice(start, end).trim()
}

/** Every in-text citation of the body, paragraph by paragraph, in reading order. */
export function findInTextCitations(paragraphs: readonly string[]): InTextCitation[] {
  const found: InTextCitation[] = []
  for (const paragraph of paragraphs) {
    for (const bracket of paragraph.matchAll(/\(([^()]+)\)/g)) {
      const sentence = sentenceAt(paragraph, bracket.index)
      const inner = bracket[1] ?? ''
      const yearOnly = YEAR_ONLY.exec(inner.trim())
      if (yearOnly) {
        const before = NARRATIVE_NAMES.exec(paragraph.slice(0, bracket.index))
        if (!before?.[1]) continue
        found.push({
          text: `${before[1]} ${bracket[0]}`,
          ...splitNames(before[1]),
          year: yearOnly[1] ?? '',
          suffix: yearOnly[2] ?? '',
          sentence,
        })
        continue
      }
      for (const part of inner.split(';')) {
        const cited = PART.exec(part.trim())
        if (!cited?.[1]) continue
        found.push({
          text: part.trim(),
          ...splitNames(cited[1]),
          year: cited[2] ?? '',
          suffix: cited[3] ?? '',
          sentence,
        })
      }
    }
  }
  return found
}

/** Case, accents and curly apostrophes aside. */
const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’‘]/g, "'").toLowerCase().trim()

function names(citation: InTextCitation, work: CitedWork): boolean {
  const [first, ...rest] = citation.names.map(fold)
  const [workFirst, ...workRest] = work.names.map(fold)
  if (!first || !workFirst) return false
  if (work.byTitle) return workFirst.startsWith(first.replace(/["“”]/g, ''))
  if (first !== workFirst) return false
  if (citation.etAl) return work.names.length >= 3
  return rest.length === workRest.length && rest.every((name, position) => name === workRest[position])
}

/** Whether a citation names this entry: the same family names in order (or "et al." for three or more) and year. */
export function citesWork(citation: InTextCitation, work: CitedWork): boolean {
  return (
    citation.year.toLowerCase() === work.year.toLowerCase() &&
    citation.suffix === work.suffix &&
    names(citation, work)
  )
}

/** The citations no entry matches and the entries no citation names. */
export function matchInTextCitations(
  citations: readonly InTextCitation[],
  works: readonly CitedWork[],
): InTextReport {
  const cited = new Set<number>()
  const orphans: InTextCitation[] = []
  for (const citation of citations) {
    const matches = works.filter((work) => citesWork(citation, work))
    if (matches.length === 0) orphans.push(citation)
    for (const work of matches) cited.add(work.index)
  }
  return { orphans, uncited: works.filter((work) => !cited.has(work.index)).map((work) => work.index) }
}
