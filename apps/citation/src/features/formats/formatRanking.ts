import { type FormatDefinition, formatMenu, getFormat } from '@unikit/citation-core'
import type { FormatUsage } from '../../api/usageApi.ts'

/** The formats a student can pick: every format of the grouped menu, in menu order (65 is reached from 22). */
export const menuFormats: readonly FormatDefinition[] = formatMenu.flatMap((group) =>
  group.formatIds.map((id) => getFormat(id)),
)

/**
 * The order of "Most used formats" before any usage is known, and for ties: what students cite most often at
 * RMIT (books and journal articles, then web sources), then the rest of the menu.
 */
export const DEFAULT_MOST_USED_ORDER: readonly number[] = [1, 7, 13, 2, 8, 10, 43, 15, 24]

/** How many formats the "Most used formats" grid shows (three rows of three). */
export const MOST_USED_COUNT = 9

const defaultRank = new Map(
  [...DEFAULT_MOST_USED_ORDER, ...menuFormats.map((format) => format.id)]
    .filter((id, index, ids) => ids.indexOf(id) === index)
    .map((id, index) => [id, index]),
)

/** Format 65 (DVD film) is hidden and reached from 22 (Television Program): its citations count for 22. */
const countedAs: Readonly<Record<number, number>> = { 65: 22 }

function countsByMenuFormat(usage: FormatUsage): Map<number, number> {
  const counts = new Map<number, number>()
  for (const [key, count] of Object.entries(usage)) {
    if (!Number.isFinite(count) || count <= 0) continue
    const id = countedAs[Number(key)] ?? Number(key)
    counts.set(id, (counts.get(id) ?? 0) + count)
  }
  return counts
}

/**
 * Every menu format, most used first; ties (and formats nobody has used) keep the default order. With no usage
 * at all this is the default order.
 */
export function rankFormatsByUsage(usage: FormatUsage): FormatDefinition[] {
  const counts = countsByMenuFormat(usage)
  const rank = (id: number) => defaultRank.get(id) ?? Number.MAX_SAFE_INTEGER
  return [...menuFormats].sort(
    (a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || rank(a.id) - rank(b.id),
  )
}

/** The first `limit` formats of `rankFormatsByUsage`. */
export function mostUsedFormats(usage: FormatUsage, limit = MOST_USED_COUNT): FormatDefinition[] {
  return rankFormatsByUsage(usage).slice(0, limit)
}
