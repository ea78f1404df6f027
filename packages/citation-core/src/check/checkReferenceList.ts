import type { CitationEntry } from '../csl/CslItem.ts'
import { renderBibliography } from '../render/renderBibliography.ts'
import { checkEntry, type ParsedPaste, parsePaste, renderParsed } from './checkEntry.ts'
import { findDuplicates } from './findDuplicates.ts'
import { readPaste } from './paste/readPaste.ts'
import { problem } from './problemMessages.ts'
import {
  type CheckProblem,
  MAX_CHECKED_ENTRIES,
  type ReferenceCheck,
  type ReferenceListCheck,
} from './ReferenceCheck.ts'
import { sameText } from './sameText.ts'

const heading =
  /^(?:references?|reference list|list of references|bibliography|works cited|sources|sources cited)[:.]?$/i

/**
 * Checks a pasted reference list against RMIT Harvard (docs/product/citation-checker.md): each paragraph (or
 * line of plain text) is an entry. The list is sorted as the rules say, duplicates are grouped (only the first
 * of a group takes part in the a/b suffixes), and works by the same author in the same year get a and b.
 * Longer lists are checked up to their first 500 entries, with a list problem saying so (docs/decisions/0700-*).
 */
export function checkReferenceList(textOrHtml: string): ReferenceListCheck {
  const read = readPaste(textOrHtml)
  const html = read.html
  // The list's own heading, pasted with it, is not an entry.
  const entries = read.entries.filter((entry, i) => i > 0 || !heading.test(entry.text))
  const problems: CheckProblem[] = []
  if (entries.length > MAX_CHECKED_ENTRIES) problems.push(problem('list-too-long'))
  const pastes = entries.slice(0, MAX_CHECKED_ENTRIES).map((entry) => parsePaste(entry, html))
  const duplicates = findDuplicates(
    pastes.map((paste) => (paste.parsed.formatId === null ? undefined : paste.parsed.item)),
  )
  const later = new Set(duplicates.flatMap((group) => group.slice(1)))
  const listed = pastes
    .map((paste, index) => ({ paste, index }))
    .filter(({ paste, index }) => paste.parsed.formatId !== null && !later.has(index))
    // Same author and year take a, b in the order they are cited (RULES.md section 10): the student's own
    // letters when they gave them (their in-text citations use them), else the pasted order.
    .sort((a, b) =>
      (a.paste.parsed.parse.yearSuffix ?? '').localeCompare(b.paste.parsed.parse.yearSuffix ?? ''),
    )
  const bibliography = renderBibliography(
    listed.map(({ paste }): CitationEntry => ({ formatId: paste.parsed.formatId!, item: paste.parsed.item })),
  )
  const checks: ReferenceCheck[] = new Array(pastes.length)
  const sortedOrder: number[] = []
  for (const entry of bibliography) {
    const { paste, index } = listed[entry.index]!
    const check = checkEntry(index, paste, { html: entry.html, text: entry.text })
    checks[index] = withSuffix({ ...check, item: entry.item }, paste)
    sortedOrder.push(index)
  }
  for (const group of duplicates) {
    const first = checks[group[0]!]!
    for (const index of group.slice(1)) {
      checks[index] = checkEntry(index, pastes[index]!, first.reference)
      checks[index]!.problems.push(problem('duplicate'))
      if (checks[index]!.status === 'correct') checks[index]!.status = 'fixed'
    }
  }
  pastes.forEach((paste, index) => {
    if (checks[index]) return
    checks[index] = checkEntry(index, paste)
    sortedOrder.push(index)
  })
  // Duplicates sort beside their first entry.
  const order = sortedOrder.flatMap((index) => [
    index,
    ...(duplicates.find((g) => g[0] === index)?.slice(1) ?? []),
  ])
  // Entries that could not be read have no place in the order, so they do not make it wrong.
  const placed = order.filter((index) => checks[index]!.formatId !== null)
  if (placed.some((index, position) => position > 0 && index < placed[position - 1]!))
    problems.push(problem('list-order'))
  if (duplicates.length > 0) {
    const names = duplicates.map((group) => group.map((index) => index + 1).join(' and ')).join('; ')
    problems.push(problem('duplicate', `Entries ${names} are the same work; keep one of each.`))
  }
  return { entries: checks, sortedOrder: order, problems, duplicates }
}

/** The a/b suffix the list gave an entry, or took away, as a problem of its own. */
function withSuffix(check: ReferenceCheck, paste: ParsedPaste): ReferenceCheck {
  const pasted = paste.parsed.parse.yearSuffix
  const listed = check.item['year-suffix'] || undefined
  if (listed === pasted) return check
  check.problems.push(problem(listed ? 'year-suffix' : 'year-suffix-extra'))
  // When the suffix is all that differs, the general punctuation problem does not apply.
  if (
    sameText(
      paste.pasted.text.replace(/(\d{4})[a-z]\)/, '$1)'),
      renderParsed({ ...paste, parsed: withoutSuffix(paste) }).text,
    )
  ) {
    check.problems = check.problems.filter((p) => p.code !== 'punctuation')
  }
  if (check.status === 'correct' && check.problems.length > 0) check.status = 'fixed'
  return check
}

function withoutSuffix(paste: ParsedPaste): ParsedPaste['parsed'] {
  const { 'year-suffix': _suffix, ...item } = paste.parsed.item
  return { ...paste.parsed, item }
}
