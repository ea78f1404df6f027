import type { FormatDefinition } from '@unikit/citation-core'

/** Lower case without accents, so "ebook" finds nothing odd and "thesis" finds "Thesis". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en')
}

/** Whether the format's name holds every word of the query, in any order; an empty query matches all. */
export function matchesFormatName(format: FormatDefinition, query: string): boolean {
  const name = fold(format.name)
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => name.includes(word))
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Sorts formats by name, A to Z. */
export function byFormatName(a: FormatDefinition, b: FormatDefinition): number {
  return collator.compare(a.name, b.name)
}

/** "1 format", "3 formats". */
export function formatCount(count: number): string {
  return `${count} ${count === 1 ? 'format' : 'formats'}`
}
