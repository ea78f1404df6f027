import { toRendered } from '../render/toRendered.ts'
import type { PastedEntry } from './paste/PastedEntry.ts'

/** The paste in the form of `Rendered`: plain text, and escaped HTML with `<i>…</i>` for its italics. */
export function pastedHtml(entry: PastedEntry): string {
  return toRendered(entry.segments).html
}
