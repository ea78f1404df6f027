/** Typographic quotes and apostrophes (Word's smart quotes) count as the straight ones (docs/decisions/0701-*). */
function comparable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
}

/** The paste says what the rendering says, letter for letter, whatever the shape of its quotation marks. */
export function sameText(pasted: string, rendered: string): boolean {
  return comparable(pasted) === comparable(rendered)
}
