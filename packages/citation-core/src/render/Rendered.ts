/** A rendered reference or citation. `html` is escaped text with `<i>…</i>` for italics; `text` is plain. */
export interface Rendered {
  html: string
  text: string
}

/** A run of output text, italic or not. The renderer's output before it becomes HTML, text or a docx run. */
export interface Segment {
  text: string
  italic: boolean
}
