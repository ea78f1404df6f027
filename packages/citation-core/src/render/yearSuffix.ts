/** `a`…`z`, then `aa`, `ab`…: the same-author-same-year letters. */
export function yearSuffix(position: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  if (position < letters.length) return letters[position]!
  return yearSuffix(Math.floor(position / letters.length) - 1) + letters[position % letters.length]
}
