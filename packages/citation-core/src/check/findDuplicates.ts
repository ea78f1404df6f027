import type { CslItem } from '../csl/CslItem.ts'

function normalised(text: string | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

/**
 * The key two entries share when they are the same work (docs/decisions/0702-*): the DOI when there is one,
 * else the creators' family names, the year and the title, each normalised (case, accents, punctuation).
 */
export function workKey(item: CslItem): string {
  if (item.DOI) return `doi:${item.DOI.toLowerCase()}`
  const names = [item.author, item.editor, item.director, item.producer, item.host].find(
    (list) => list?.length,
  )
  const creators = (names ?? []).map((name) => normalised(name.family ?? name.literal)).join('|')
  const year = item.issued?.['date-parts']?.[0]?.[0] ?? item.issued?.literal ?? ''
  return `work:${creators}:${year}:${normalised(item.title)}`
}

/** Groups of indices whose items are the same work, each group in pasted order. */
export function findDuplicates(items: readonly (CslItem | undefined)[]): number[][] {
  const groups = new Map<string, number[]>()
  items.forEach((item, index) => {
    if (!item?.title) return
    const key = workKey(item)
    groups.set(key, [...(groups.get(key) ?? []), index])
  })
  return [...groups.values()].filter((group) => group.length > 1)
}
