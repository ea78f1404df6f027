/** Where focus goes inside a menu for a navigation key; undefined when the key is not one. */
export function menuTargetIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count
    case 'ArrowUp':
      return (current - 1 + count) % count
    case 'Home':
    case 'PageUp':
      return 0
    case 'End':
    case 'PageDown':
      return count - 1
    default:
      return undefined
  }
}

/** Type-ahead: the next item after `current` whose text starts with `char`, wrapping around. */
export function typeaheadIndex(char: string, current: number, texts: string[]): number | undefined {
  const wanted = char.toLocaleLowerCase()
  for (let step = 1; step <= texts.length; step++) {
    const index = (current + step) % texts.length
    if (texts[index]?.trim().toLocaleLowerCase().startsWith(wanted)) return index
  }
  return undefined
}
