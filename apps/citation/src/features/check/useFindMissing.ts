import type { LookupResult } from '@unikit/contracts/cite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { failureReason, lookupFailure } from '../form/autoCite/lookupErrorMessage.ts'
import { canLookUp, findWork } from './findMissingDetails.ts'
import type { ShownEntry } from './shownEntries.ts'

/** One entry's lookup. */
export type Lookup =
  | { state: 'looking' }
  | { state: 'found'; result: LookupResult }
  | { state: 'none' }
  | { state: 'failed'; message: string }

/** Entries are looked up two at a time: Crossref answers slowly, and the service limits each visitor. */
const AT_ONCE = 2

/**
 * "Find missing details" (docs/product/citations.md#checking-a-reference-list): asks the cite service about the
 * entries that need a detail it can know. Nothing is sent before the student asks; what comes back waits for
 * Accept or Dismiss.
 */
export function useFindMissing() {
  const [lookups, setLookups] = useState<ReadonlyMap<number, Lookup>>(new Map())
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const set = (index: number, lookup: Lookup | null) =>
    setLookups((current) => {
      const next = new Map(current)
      if (lookup) next.set(index, lookup)
      else next.delete(index)
      return next
    })

  const find = useCallback(async (entries: readonly ShownEntry[]) => {
    controller.current?.abort()
    const running = new AbortController()
    controller.current = running
    const queue = entries.filter(
      (entry) => entry.status === 'needs-details' && canLookUp(entry.item, entry.missing),
    )
    for (const entry of queue) set(entry.check.index, { state: 'looking' })
    const next = async (): Promise<void> => {
      const entry = queue.shift()
      if (!entry || running.signal.aborted) return
      try {
        const result = await findWork(entry.item, running.signal)
        set(entry.check.index, result ? { state: 'found', result } : { state: 'none' })
      } catch (error) {
        const failure = lookupFailure(error)
        if (failure.kind === 'aborted') return
        set(entry.check.index, {
          state: 'failed',
          message: failureReason(failure, entry.item.DOI ? 'doi' : 'search'),
        })
      }
      return next()
    }
    await Promise.all(Array.from({ length: AT_ONCE }, next))
    return queue.length
  }, [])

  const dismiss = useCallback((index: number) => set(index, null), [])
  const reset = useCallback(() => {
    controller.current?.abort()
    setLookups(new Map())
  }, [])

  return { lookups, find, dismiss, reset }
}
