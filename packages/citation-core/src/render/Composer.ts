import type { Segment } from './Rendered.ts'

/**
 * Collects the segments of one reference. Elements are joined by the separator asked for before each one,
 * except right after the `(date)` head, where the guide always uses a single space.
 */
export class Composer {
  readonly segments: Segment[] = []
  private pending = ''
  private headJustClosed = false

  /** Sets the separator that goes before the next element. */
  separate(separator: string): this {
    if (!this.headJustClosed) this.pending = separator
    return this
  }

  /** Appends an element, preceded by the pending separator. */
  put(text: string, italic = false): this {
    if (text === '') return this
    if (this.pending !== '' && this.segments.length > 0)
      this.segments.push({ text: this.pending, italic: false })
    this.pending = ''
    this.headJustClosed = false
    this.segments.push({ text, italic })
    return this
  }

  /** Appends text straight after the previous element, ignoring any pending separator. */
  append(text: string, italic = false): this {
    if (text !== '') this.segments.push({ text, italic })
    return this
  }

  /** Marks the end of the `Author (date)` head: the next element follows after one space whatever it asks. */
  closeHead(): this {
    this.pending = ' '
    this.headJustClosed = true
    return this
  }

  /** The last character written, or '' when nothing has been. */
  lastChar(): string {
    const last = this.segments.at(-1)
    return last ? last.text.slice(-1) : ''
  }
}
