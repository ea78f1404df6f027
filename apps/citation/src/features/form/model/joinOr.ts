/** `A`, `A or B`, `A, B or C`. */
export function joinOr(names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? ''
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}
