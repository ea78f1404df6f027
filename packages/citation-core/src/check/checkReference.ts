import { checkEntry, parsePaste } from './checkEntry.ts'
import type { PastedEntry } from './paste/PastedEntry.ts'
import { readPaste } from './paste/readPaste.ts'
import type { ReferenceCheck } from './ReferenceCheck.ts'

/**
 * Checks one reference against RMIT Harvard (docs/product/citation-checker.md): plain text, or the `text/html`
 * of a paste (its italics are compared too). Several paragraphs are read as one entry.
 */
export function checkReference(textOrHtml: string): ReferenceCheck {
  const { entries, html } = readPaste(textOrHtml)
  const joined = entries.slice(1).reduce<PastedEntry>(
    (all, entry) => ({
      text: `${all.text} ${entry.text}`,
      italic: [...all.italic, false, ...entry.italic],
      segments: [...all.segments, { text: ' ', italic: false }, ...entry.segments],
    }),
    entries[0] ?? { text: '', italic: [], segments: [] },
  )
  return checkEntry(0, parsePaste(joined, html))
}
