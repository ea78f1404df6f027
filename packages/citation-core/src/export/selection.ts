/** Which entries of a reference list to output (the clipboard and the Word export). */
export interface SelectionOptions {
  /**
   * Positions in `entries` to output, in bibliography order whatever order they come in. The a/b suffixes and the
   * in-text initials are still worked out over all of `entries`, so a selection reads exactly as the whole list
   * shows it ("2018b" stays "2018b"). Default: every entry.
   */
  only?: Iterable<number>
}

/**
 * The laid-out entries a reference list written out keeps, in their (bibliography) order: those the selection
 * names, less the works the guide cites in text only.
 */
export function selectEntries<T extends { index: number; inTextOnly?: boolean }>(
  laidOut: readonly T[],
  selection: SelectionOptions = {},
): T[] {
  const only = selection.only === undefined ? undefined : new Set(selection.only)
  return laidOut.filter((entry) => !entry.inTextOnly && (only === undefined || only.has(entry.index)))
}
