import type { FormatDefinition } from '@unikit/citation-core'
import { foldText as fold } from '@unikit/contracts'

/** Whether the format's name holds every word of the query, in any order; an empty query matches all. */
export function matchesFormatName(format: FormatDefinition, query: string): boolean {
  const name = fold(format.name)
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word))
}

// Made on first use: a collator is slow to build on a phone, and the tool's first render sorts nothing.
let collator: Intl.Collator | undefined
function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true })
  return collator.compare(a, b)
}

/** Sorts formats by name, A to Z. */
export function byFormatName(a: FormatDefinition, b: FormatDefinition): number {
  return compareText(a.name, b.name)
}

/** "1 format", "3 formats". */
export function formatCount(count: number): string {
  return `${count} ${count === 1 ? 'format' : 'formats'}`
}
