import type { CslDate, CslItem, CslName } from '../../csl/CslItem.ts'
import type { SourceStyle } from '../ReferenceCheck.ts'
import type { Part } from './Part.ts'

/** What the front of an entry and its links gave: the shared input of the format families' parsers. */
export interface EntryParse {
  style: SourceStyle
  creators: CslName[]
  /** The text before the date as written (a case name read as if it were authors). */
  head?: string
  /** The role written after the names: `editor` for `(eds)`, `director`, `producer`, `host`, `presenter`. */
  role?: 'editor' | 'director' | 'producer' | 'host'
  /** Extra creators in a second role (a podcast's producer after its hosts). */
  producers: CslName[]
  issued?: CslDate
  /** The `a` of `(2021a)`. */
  yearSuffix?: string
  /** The title, when it came before the date (a work with no author) or was found by the style's reader. */
  title?: Part
  /** The rest of the entry, split at top-level separators, without the links and dates below. */
  parts: Part[]
  /** The `[…]` descriptor after the title (`motion picture`, `PhD dissertation`). */
  descriptor?: string
  /** `in Editors (eds)`: the editors of the host work. */
  editors: CslName[]
  URL?: string
  DOI?: string
  accessed?: CslDate
  /** `…, <Name> database`. */
  database?: string
  /** Details the reader noticed on the way, for the problem list (`ampersand`, `initial-stops`…). */
  marks: Set<string>
}

/** A family parser's result: the format and the item it builds from an `EntryParse`. */
export interface FamilyMatch {
  formatId: number
  item: CslItem
}
