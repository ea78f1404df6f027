/** A piece of an entry between top-level separators, with what its punctuation says about it. */
export interface Part {
  text: string
  /** Most of its letters were in italics in the paste. */
  italic: boolean
  /** It was in single or double quotes (which are removed from `text`). */
  quoted: boolean
}
