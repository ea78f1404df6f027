import type { CslItem } from '../csl/CslItem.ts'
import type { Rendered } from '../render/Rendered.ts'
import { renderReference } from '../render/renderReference.ts'
import { compareItalics } from './compareItalics.ts'
import { findProblems } from './findProblems.ts'
import { missingDetails } from './missingDetails.ts'
import { type ParsedEntry, parseEntry } from './parse/parseEntry.ts'
import type { PastedEntry } from './paste/PastedEntry.ts'
import { pastedHtml } from './pastedHtml.ts'
import type { ReferenceCheck } from './ReferenceCheck.ts'
import { renderedSegments } from './renderedSegments.ts'
import { sameText } from './sameText.ts'

/** One pasted entry parsed, before it is compared with its rendering. */
export interface ParsedPaste {
  pasted: PastedEntry
  parsed: ParsedEntry
  /** The paste was rich text, so its italics (or their absence) are known. */
  italicsKnown: boolean
}

export function parsePaste(pasted: PastedEntry, italicsKnown: boolean): ParsedPaste {
  return { pasted, parsed: parseEntry(pasted), italicsKnown }
}

/** The rendering of a parsed entry on its own (no a/b suffix), or the paste itself when nothing was recognised. */
export function renderParsed({ pasted, parsed }: ParsedPaste): Rendered {
  if (parsed.formatId === null) return { text: pasted.text, html: pastedHtml(pasted) }
  return renderReference(parsed.formatId, parsed.item)
}

/**
 * Compares a parsed entry with its rendering (`reference`, from the list when it carries an a/b suffix):
 * `correct` when the paste already says the same with the same italics, `needs-details` when a required detail
 * is missing, `fixed` otherwise (docs/product/citation-checker.md#statuses).
 */
export function checkEntry(
  index: number,
  paste: ParsedPaste,
  reference: Rendered = renderParsed(paste),
): ReferenceCheck {
  const { pasted, parsed, italicsKnown } = paste
  const item: CslItem = parsed.item
  const missing = parsed.formatId === null ? [] : missingDetails(parsed.formatId, item)
  if (parsed.parse.marks.has('et-al') && !missing.includes('author')) missing.push('author')
  const italicsMatch =
    !italicsKnown ||
    (() => {
      const differences = compareItalics(pasted, renderedSegments(reference))
      return differences.lost.length === 0 && differences.extra.length === 0
    })()
  const same = sameText(pasted.text, reference.text) && italicsMatch
  const status = parsed.formatId === null || missing.length > 0 ? 'needs-details' : same ? 'correct' : 'fixed'
  // A correct entry has nothing to say: its problems are not looked for.
  const problems = status === 'correct' ? [] : findProblems(pasted, parsed, reference, missing, italicsKnown)
  return {
    index,
    input: pasted.text,
    inputHtml: pastedHtml(pasted),
    formatId: parsed.formatId,
    item,
    reference,
    problems,
    status,
    missing,
    style: parsed.style,
  }
}
