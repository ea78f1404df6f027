import { api } from '@unikit/auth'
import { citationCreatedEvent, type FormatUsageBody } from '@unikit/contracts/cite'

/** Citations created per format id, across all users. */
export type FormatUsage = Readonly<Record<number, number>>

/** Citations created per format id: orders "Most used formats" and the "Most used" sort. */
export async function fetchFormatUsage(signal?: AbortSignal): Promise<FormatUsage> {
  const body = await api.get('public/event/formats', signal ? { signal } : {}).json<FormatUsageBody>()
  return Object.fromEntries(Object.entries(body.data).map(([id, count]) => [Number(id), count]))
}

const countedListeners = new Set<(formatId: number) => void>()

/** Calls `listener` each time a created citation has been counted; returns the unsubscribe function. */
export function onCitationCounted(listener: (formatId: number) => void): () => void {
  countedListeners.add(listener)
  return () => countedListeners.delete(listener)
}

/**
 * Counts a newly created citation of `formatId`. Best effort: a lost count must never block a save, so the
 * promise never rejects.
 */
export function emitCitationCreated(formatId: number): Promise<void> {
  // Started inside the promise chain: even a synchronous failure (a bad URL) must not reach the caller.
  return Promise.resolve()
    .then(() => api.post('public/event/emit', { searchParams: { event: citationCreatedEvent(formatId) } }))
    .then(() => {
      for (const listener of countedListeners) listener(formatId)
    })
    .catch(() => undefined)
}
