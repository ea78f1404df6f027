import { RECENT_MAX_ITEMS } from '@unikit/contracts/drive'

/** A file the student opened on this device: how often, and when last (docs/product/archive.md). */
export type RecentEntry = { id: string; name: string; count: number; time: string }

/**
 * The list after a file was opened: a file already there has its count raised by one, its time refreshed and
 * its name brought up to date; a new one starts at one. Newest first, at most `RECENT_MAX_ITEMS`.
 */
export function addRecent(
  list: readonly RecentEntry[],
  file: { id: string; name: string },
  now: Date,
): RecentEntry[] {
  const previous = list.find((entry) => entry.id === file.id)
  const entry = { id: file.id, name: file.name, count: (previous?.count ?? 0) + 1, time: now.toISOString() }
  return [entry, ...list.filter((other) => other.id !== file.id)].slice(0, RECENT_MAX_ITEMS)
}

const isEntry = (value: unknown): value is RecentEntry => {
  if (typeof value !== 'object' || value === null) return false
  const { id, name, count, time } = value as Record<string, unknown>
  return (
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= 64 &&
    typeof name === 'string' &&
    typeof count === 'number' &&
    Number.isInteger(count) &&
    count >= 1 &&
    typeof time === 'string' &&
    !Number.isNaN(Date.parse(time))
  )
}

/**
 * Whatever was stored, read defensively: localStorage is the student's to edit, and another version of the page
 * may have written it. Entries that are not entries are dropped; what is left is deduplicated, newest first and
 * capped, so the rest of the page can trust it.
 */
export function readRecentList(stored: unknown): RecentEntry[] {
  if (!Array.isArray(stored)) return []
  const newest = new Map<string, RecentEntry>()
  for (const value of stored) {
    if (!isEntry(value)) continue
    const { id, name, count, time } = value
    const seen = newest.get(id)
    if (!seen || Date.parse(time) > Date.parse(seen.time)) newest.set(id, { id, name, count, time })
  }
  return [...newest.values()]
    .sort((a, b) => Date.parse(b.time) - Date.parse(a.time))
    .slice(0, RECENT_MAX_ITEMS)
}
