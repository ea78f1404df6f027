import { findFormat } from '../catalogue/catalogue.ts'
import { inferFormatId } from '../catalogue/inferFormatId.ts'
import type { CitationEntry, CslItem } from '../csl/CslItem.ts'
import { normalizeItem } from './normalizeItem.ts'

/** Where the product's format id travels inside a CSL-JSON item. */
export const FORMAT_ID_KEY = 'unikitFormatId'

/** The format of an imported item: the one recorded in `custom`, else the best fit for its type and data. */
export function entryFromItem(item: CslItem): CitationEntry {
  const recorded = Number(item.custom?.[FORMAT_ID_KEY])
  return { formatId: findFormat(recorded) ? recorded : inferFormatId(item), item }
}

/** Reads CSL-JSON (an array of items, or one item) as citation entries. Throws a clear error on bad JSON. */
export function fromCslJson(input: string | unknown): CitationEntry[] {
  let data: unknown = input
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input)
    } catch (error) {
      throw new SyntaxError(`Not valid CSL-JSON: ${(error as Error).message}`)
    }
  }
  const list = Array.isArray(data) ? data : [data]
  if (!list.every((entry) => typeof entry === 'object' && entry !== null)) {
    throw new TypeError('Not valid CSL-JSON: expected an array of objects')
  }
  return list.map((raw) => entryFromItem(normalizeItem(raw)))
}

/** Writes entries as a CSL-JSON array, each item carrying its format id in `custom.unikitFormatId`. */
export function toCslJson(entries: readonly CitationEntry[]): string {
  const items = entries.map(({ formatId, item }, index) => ({
    ...item,
    id: item.id ?? `item-${index + 1}`,
    custom: { ...item.custom, [FORMAT_ID_KEY]: formatId },
  }))
  return JSON.stringify(items, null, 2)
}
