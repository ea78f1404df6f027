import type { CslItem, CslVariable } from '@unikit/citation-core'
import type { LookupResult } from '@unikit/contracts/cite'
import { lookupDoi, searchWorks } from '../../api/lookupApi.ts'

/** What the cite service can give: never the date the student read a page. */
const LOOKED_UP = (variable: CslVariable) => variable !== 'accessed'

/** A title clear enough to search for: three words or more. */
const clearTitle = (item: CslItem) => (item.title ?? '').trim().split(/\s+/).length >= 3

/** Whether "Find missing details" asks about this entry: a detail the service knows is missing, and a DOI or a clear title. */
export function canLookUp(item: CslItem, missing: readonly CslVariable[]): boolean {
  return missing.some(LOOKED_UP) && (Boolean(item.DOI) || clearTitle(item))
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .toLowerCase()
    .trim()

/**
 * The work the cite service has for an entry (docs/product/citations.md#checking-a-reference-list): by DOI
 * first, then by title, where only a result with the same title counts (a near title is another work).
 * `undefined` when nothing fits; a failed request rejects.
 */
export async function findWork(item: CslItem, signal?: AbortSignal): Promise<LookupResult | undefined> {
  if (item.DOI) {
    try {
      return await lookupDoi(item.DOI, signal)
    } catch (error) {
      if (signal?.aborted || !item.title) throw error
      // An unknown DOI: the title may still find it.
    }
  }
  if (!item.title) return undefined
  const results = await searchWorks(item.title, undefined, signal)
  return results.find((result) => fold(result.title) === fold(item.title ?? ''))
}

/**
 * The entry's parts with the found work's values for the missing details only: what the student wrote stays
 * as written. Returns the variables filled, empty when the work had none of them.
 */
export function fillMissing(
  item: CslItem,
  missing: readonly CslVariable[],
  found: CslItem,
): { item: CslItem; filled: CslVariable[] } {
  const next: Record<string, unknown> = { ...item }
  const filled: CslVariable[] = []
  for (const variable of missing) {
    const value = (found as Record<string, unknown>)[variable]
    if (value === undefined || value === '' || !LOOKED_UP(variable)) continue
    next[variable] = value
    filled.push(variable)
  }
  return { item: next as CslItem, filled }
}
