import type { CslItem, CslVariable } from '../csl/CslItem.ts'
import type { Rendered } from '../render/Rendered.ts'

/**
 * The outcome of one entry (docs/product/citation-checker.md#statuses): already right, fixed by the checker,
 * or missing a detail only the student can give.
 */
export type CheckStatus = 'correct' | 'fixed' | 'needs-details'

/** The referencing style an entry was written in, as far as its punctuation tells (docs/decisions/0700-*). */
export type SourceStyle = 'rmit-harvard' | 'harvard-other' | 'apa7' | 'mla' | 'google-scholar' | 'unknown'

/** One difference from RMIT Harvard: a stable `code` and one plain sentence that names the rule. */
export interface CheckProblem {
  code: string
  message: string
}

/** One checked entry of a pasted reference list. */
export interface ReferenceCheck {
  /** Position in the pasted list (0-based). */
  index: number
  /** The entry as pasted, plain text. */
  input: string
  /** The entry as pasted, escaped, with `<i>…</i>` where the paste had italics (the form of `Rendered.html`). */
  inputHtml: string
  /** The recognised format (MAPPING.md ids); null when the entry is not recognisable. */
  formatId: number | null
  /** The parts parsed from the entry. */
  item: CslItem
  /** The fixed entry (`renderReference`); for `needs-details`, the best rendering so far. */
  reference: Rendered
  problems: CheckProblem[]
  status: CheckStatus
  /** The required details that are absent (why the status is `needs-details`), e.g. `['issued']`. */
  missing: CslVariable[]
  style: SourceStyle
}

/** A checked reference list. */
export interface ReferenceListCheck {
  /** In pasted order; entries with the same author and year carry the a/b suffix in `reference`. */
  entries: ReferenceCheck[]
  /** Indices of `entries` in the order of the RMIT reference list (`renderBibliography`'s order). */
  sortedOrder: number[]
  /** List-level problems: pasted order wrong, duplicates, too many entries. */
  problems: CheckProblem[]
  /** Groups of indices that are the same work. */
  duplicates: number[][]
}

/** The longest paragraph read as a reference; a longer one is prose (docs/decisions/0700-*). */
export const MAX_ENTRY_LENGTH = 2000

/** The most entries `checkReferenceList` checks in one list (docs/decisions/0700-*). */
export const MAX_CHECKED_ENTRIES = 500
