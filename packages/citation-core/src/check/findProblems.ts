import { getFormat } from '../catalogue/catalogue.ts'
import type { CslItem, CslVariable } from '../csl/CslItem.ts'
import type { Rendered } from '../render/Rendered.ts'
import { compareItalics } from './compareItalics.ts'
import type { ParsedEntry } from './parse/parseEntry.ts'
import type { PastedEntry } from './paste/PastedEntry.ts'
import { type ProblemCode, problem } from './problemMessages.ts'
import type { CheckProblem } from './ReferenceCheck.ts'
import { renderedSegments } from './renderedSegments.ts'
import { sameText } from './sameText.ts'

/** What the reader noticed (`EntryParse.marks`) → the rule it breaks. */
const markProblems: Record<string, ProblemCode> = {
  ampersand: 'authors-ampersand',
  'initial-stops': 'initials-stops',
  'family-comma': 'author-comma',
  'full-name': 'author-full-name',
  'et-al': 'et-al',
  'date-position': 'date-position',
  'date-form': 'date-form',
  'doi-url': 'doi-prefix',
  'doi-form': 'doi-form',
  'retrieved-from': 'retrieved-from',
  'available-at': 'available-at',
  'accessed-wording': 'accessed-form',
  'url-stop': 'url-stop',
  'url-brackets': 'url-brackets',
  'database-word': 'database-word',
  pp: 'pages-prefix',
  'website-word': 'website-word',
  'colon-capital': 'title-colon-capital',
  'volume-form': 'volume-form',
  'family-capitals': 'family-capitals',
  'name-case': 'name-case',
  'vietnamese-name': 'vietnamese-name',
  'book-title-quoted': 'title-italics',
  'place-publisher': 'publisher-place',
  'vol-words': 'volume-form',
  'edition-form': 'edition-form',
  'en-dash': 'page-range-dash',
  'article-number': 'article-number',
}

const missingProblems: Partial<Record<CslVariable, ProblemCode>> = {
  issued: 'missing-issued',
  accessed: 'missing-accessed',
  author: 'missing-author',
  title: 'missing-title',
  'publisher-place': 'missing-place',
}

/**
 * The problems of one entry, from concrete differences between the paste and the fixed rendering: what the
 * reader noticed in the paste, the italics, the title's quotation marks and the details missing. When the texts
 * differ and nothing specific explains it, one general `punctuation` problem.
 */
export function findProblems(
  pasted: PastedEntry,
  parsed: ParsedEntry,
  reference: Rendered,
  missing: readonly CslVariable[],
  italicsKnown: boolean,
): CheckProblem[] {
  const codes = new Set<ProblemCode>()
  if (parsed.parse.marks.has('too-long')) return [problem('entry-too-long')]
  if (parsed.formatId === null) return [problem('not-recognised')]
  const sameWords = sameText(pasted.text, reference.text)
  const styleCode = `style-${parsed.style}` as ProblemCode
  if (!sameWords && parsed.style !== 'rmit-harvard' && parsed.style !== 'unknown') codes.add(styleCode)
  for (const mark of parsed.parse.marks) {
    const code = markProblems[mark]
    if (code) codes.add(code)
  }
  if (parsed.parse.DOI && parsed.parse.URL && !parsed.item.URL) codes.add('doi-and-url')
  if (parsed.item.URL && reference.text.includes(parsed.item.URL) && !pasted.text.includes(`accessed `)) {
    if (!codes.has('retrieved-from') && !codes.has('available-at') && !missing.includes('accessed'))
      codes.add('accessed-form')
  }
  const endsWithLink = /(?:https?:\/\/|www\.)\S+$/.test(pasted.text)
  if (reference.text.endsWith('.') && !/[.]\s*$/.test(pasted.text) && !endsWithLink) codes.add('final-stop')
  titleQuotes(pasted, parsed.item, reference, codes)
  if (italicsKnown) {
    const italics = compareItalics(pasted, renderedSegments(reference))
    for (const text of italics.lost)
      codes.add(text === parsed.item.title ? 'title-italics' : 'container-italics')
    if (italics.extra.length > 0) {
      const title = parsed.item.title ?? ''
      codes.add(italics.extra.some((text) => title.includes(text)) ? 'title-not-italic' : 'extra-italics')
    }
  }
  for (const variable of missing) {
    const code = missingProblems[variable]
    if (code) codes.add(code)
  }
  // With a detail missing the rendering differs anyway (`n.d.`); the missing detail is the problem to name.
  if (!sameWords && missing.length === 0 && [...codes].every((code) => code.startsWith('style-')))
    codes.add('punctuation')
  const other = missing.filter((variable) => !missingProblems[variable])
  return [
    ...[...codes].map((code) => problem(code)),
    ...other.map((variable) => missingDetail(parsed.formatId!, variable)),
  ]
}

/** `missing-publisher`: "A book needs its publisher.", in the words of the format's form (the catalogue). */
function missingDetail(formatId: number, variable: CslVariable): CheckProblem {
  const format = getFormat(formatId)
  const field = format.groups.flatMap((group) => group.fields).find((f) => f.variable === variable)
  const label = (field?.label ?? variable).replace(/\s*\(.*\)$/, '').toLowerCase()
  const kind = format.name.toLowerCase()
  const article = /^[aeiou]/.test(kind) ? 'An' : 'A'
  return { code: `missing-${variable}`, message: `${article} ${kind} needs its ${label}.` }
}

/** A quoted title must be in single quotation marks. */
function titleQuotes(pasted: PastedEntry, item: CslItem, reference: Rendered, codes: Set<ProblemCode>): void {
  const title = item.title
  if (!title || !reference.text.includes(`'${title}'`)) return
  const at = pasted.text.indexOf(title)
  if (at < 0) return
  const before = pasted.text[at - 1]
  if (before !== "'" && before !== '‘') codes.add('title-quotes')
}
