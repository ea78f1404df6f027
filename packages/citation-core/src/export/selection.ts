/** Which entries of a reference list to output (the clipboard and the Word export). */
export interface SelectionOptions {
  /**
   * Positions in `entries` to output, in bibliography order whatever order they come in. The a/b suffixes and the
   * in-text initials are still worked out over all of `entries`, so a selection reads exactly as the whole list
   * shows it ("2018b" stays "2018b"). Default: every entry.
   */
  only?: Iterable<number>
}

/** The laid-out entries a selection keeps, in their (bibliography) order. */
export function selectEntries<T extends { index: number }>(
  laidOut: readonly T[],
  selection: SelectionOptions = {},
): T[] {
  if (selection.only === undefined) return [...laidOut]
  const only = new Set(selection.only)
  return laidOut.filter((entry) => only.has(entry.index))
}
