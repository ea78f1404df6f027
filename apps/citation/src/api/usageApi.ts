import { api } from '@unikit/auth'
import { citationCreatedEvent, type FormatUsageBody } from '@unikit/contracts/cite'

/** Citations created per format id, across all users: orders "Most used formats" and the "Most used" sort. */
export async function fetchFormatUsage(signal?: AbortSignal): Promise<Record<number, number>> {
  const body = await api.get('public/event/formats', signal ? { signal } : {}).json<FormatUsageBody>()
  return Object.fromEntries(Object.entries(body.data).map(([id, count]) => [Number(id), count]))
}

/** Counts a newly created citation of `formatId`. Best effort: a lost count must never block a save. */
export function emitCitationCreated(formatId: number): void {
  api
    .post('public/event/emit', { searchParams: { event: citationCreatedEvent(formatId) } })
    .catch(() => undefined)
}
