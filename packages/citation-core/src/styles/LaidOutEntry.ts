import type { CslItem } from '../csl/CslItem.ts'
import type { Segment } from '../render/Rendered.ts'

/** One entry of a reference list laid out in a style, before it becomes HTML, text or Word runs. */
export interface LaidOutEntry {
  /** Position of the entry in the input. */
  index: number
  formatId: number
  /** The input item (RMIT Harvard: with `year-suffix` set when the list needed one). */
  item: CslItem
  /** The reference, without its label; empty for a work cited in text only. */
  segments: Segment[]
  /** A numeric style's label of the entry: `[1]`, `1.`. */
  label?: string
  inText: Segment[]
  narrative: Segment[]
  /** Cited in text only (RMIT Harvard's dictionary entry with no author): not part of the reference list. */
  inTextOnly: boolean
}
