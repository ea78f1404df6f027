import type { Segment } from '../render/Rendered.ts'
import type { PastedEntry } from './paste/PastedEntry.ts'

export interface ItalicDifferences {
  /** Texts the rendering has in italics that the paste had upright. */
  lost: string[]
  /** Texts the paste had in italics that the rendering has upright. */
  extra: string[]
}

/** Italic runs of the rendering against the paste, matched by their text (the paste's own wording may differ). */
export function compareItalics(pasted: PastedEntry, rendered: readonly Segment[]): ItalicDifferences {
  const lost: string[] = []
  for (const segment of rendered) {
    if (!segment.italic) continue
    const text = segment.text.trim()
    let found = false
    let italic = false
    for (let at = pasted.text.indexOf(text); at >= 0 && !italic; at = pasted.text.indexOf(text, at + 1)) {
      found = true
      italic = pasted.italic.slice(at, at + text.length).filter(Boolean).length * 2 >= text.length
    }
    if (found && !italic) lost.push(text)
  }
  const extra: string[] = []
  // Compared without case: a title's capitals are the student's (APA capitalises after a colon).
  const renderedItalic = rendered
    .filter((segment) => segment.italic)
    .map((segment) => segment.text.toLowerCase())
  for (const segment of pasted.segments) {
    const text = segment.text.trim().replace(/[.,]$/, '')
    if (!segment.italic || !/\p{L}/u.test(text)) continue
    const lower = text.toLowerCase()
    if (!renderedItalic.some((italic) => italic.includes(lower) || lower.includes(italic.trim())))
      extra.push(text)
  }
  return { lost, extra }
}
