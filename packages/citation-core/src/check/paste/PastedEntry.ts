import type { Segment } from '../../render/Rendered.ts'

/**
 * One pasted entry: its plain text and, per character, whether the paste had it in italics. Whitespace is
 * collapsed to single spaces and trimmed; `segments` is the same text as italic and upright runs.
 */
export interface PastedEntry {
  text: string
  italic: boolean[]
  segments: Segment[]
}
