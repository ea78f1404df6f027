import type { Part } from './Part.ts'

/** Text with a per-character italic flag, cut into parts while keeping the flags aligned. */
export class MarkedText {
  readonly text: string
  readonly italic: readonly boolean[]

  constructor(text: string, italic: readonly boolean[]) {
    this.text = text
    this.italic = italic
  }

  slice(start: number, end = this.text.length): MarkedText {
    return new MarkedText(this.text.slice(start, end), this.italic.slice(start, end))
  }

  /** Whitespace and the given punctuation trimmed from both ends. */
  trim(chars = ' '): MarkedText {
    let start = 0
    let end = this.text.length
    while (start < end && chars.includes(this.text[start]!)) start++
    while (end > start && chars.includes(this.text[end - 1]!)) end--
    return this.slice(start, end)
  }

  /** True when most of its letters are italic. */
  get isItalic(): boolean {
    let letters = 0
    let italic = 0
    for (let i = 0; i < this.text.length; i++) {
      if (/[\p{L}\p{N}]/u.test(this.text[i]!)) {
        letters++
        if (this.italic[i]) italic++
      }
    }
    return letters > 0 && italic * 2 > letters
  }

  /** The end of the italic run that starts at `start` (or `start` when it is upright). */
  italicRunEnd(start: number): number {
    let end = start
    while (end < this.text.length && (this.italic[end] || (this.text[end] === ' ' && this.italic[end + 1])))
      end++
    return end
  }

  /** Replaces a range with blanks of the same length (a cut that keeps later positions). */
  blank(start: number, end: number): MarkedText {
    const text = this.text.slice(0, start) + '\uE000'.repeat(end - start) + this.text.slice(end)
    return new MarkedText(text, this.italic)
  }

  toPart(quoted = false): Part {
    const trimmed = this.trim(' ,.;:\uE000')
    return { text: trimmed.text, italic: trimmed.isItalic, quoted }
  }
}
