import type { CslItem } from '../csl/CslItem.ts'
import { itemText } from '../render/itemText.ts'
import { presentNames } from '../render/names.ts'

const has = (item: CslItem, variable: Parameters<typeof itemText>[1]) => itemText(item, variable) !== ''
const online = (item: CslItem) => has(item, 'URL') || has(item, 'website')

function journal(item: CslItem): number {
  return has(item, 'DOI') || !(has(item, 'source') || online(item)) ? 7 : 8
}

function conference(item: CslItem): number {
  if (has(item, 'source')) return 30
  if (has(item, 'URL')) return 31
  return has(item, 'container-title') ? 40 : 32
}

function report(item: CslItem): number {
  if (has(item, 'source')) return 21
  return has(item, 'authority') ? 15 : 17
}

function broadcast(item: CslItem): number {
  if (presentNames(item.host).length > 0) return has(item, 'URL') ? 25 : 26
  return 22
}

function thesis(item: CslItem): number {
  if (has(item, 'source')) return 37
  return has(item, 'URL') ? 41 : 42
}

const byType: Partial<Record<CslItem['type'], (item: CslItem) => number>> = {
  'article-journal': journal,
  'article-newspaper': (item) => (online(item) || has(item, 'source') ? 10 : 9),
  'article-magazine': (item) => (online(item) || has(item, 'source') ? 10 : 9),
  book: (item) => {
    if (presentNames(item.author).length === 0 && presentNames(item.editor).length > 0) return 39
    return has(item, 'DOI') ? 2 : 1
  },
  chapter: (item) => (presentNames(item.editor).length > 0 ? 43 : 3),
  entry: () => 4,
  'entry-encyclopedia': () => 4,
  'entry-dictionary': () => 4,
  pamphlet: () => 5,
  'paper-conference': conference,
  speech: (item) => (has(item, 'event-title') ? 32 : 33),
  'post-weblog': () => 11,
  post: () => 12,
  webpage: () => 13,
  document: () => 14,
  report,
  dataset: () => 18,
  standard: () => 19,
  broadcast,
  motion_picture: (item) => (online(item) ? 24 : 23),
  interview: () => 24,
  song: () => 27,
  graphic: () => 28,
  figure: () => 38,
  map: () => 29,
  thesis,
  legal_case: () => 34,
  manuscript: () => 36,
}

/** The format that best fits an item that arrives without one (an import): by CSL type, then by its data. */
export function inferFormatId(item: CslItem): number {
  const rule = byType[item.type]
  if (rule) return rule(item)
  return has(item, 'URL') ? 13 : 1
}
