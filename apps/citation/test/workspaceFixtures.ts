import type { CitationEntry } from '@unikit/citation-core'
import { hydrateWorkspace, resetWorkspace } from '../src/store/hydrateWorkspace.ts'
import { ACTIVE_PROJECT_KEY, CITATIONS_KEY, PROJECTS_KEY } from '../src/store/storageKeys.ts'

/** A book with an accented author (the README's example). */
export const bookEntry: CitationEntry = {
  formatId: 1,
  item: {
    type: 'book',
    author: [{ family: 'Nguyễn', given: 'Thị Minh' }],
    issued: { 'date-parts': [[2018]] },
    title: 'Success in academic writing',
    edition: '2',
    publisher: 'Palgrave',
    'publisher-place': 'Basingstoke',
  },
}

/** A dictionary entry with no author: the guide cites it in text only. */
export const dictionaryEntry: CitationEntry = {
  formatId: 4,
  item: {
    type: 'entry-dictionary',
    title: 'Megaphone democracy',
    'container-title': 'Macquarie dictionary',
    edition: '7',
    issued: { 'date-parts': [[2017]] },
    publisher: 'Macmillan',
    'publisher-place': 'Sydney',
  },
}

/** A journal article. */
export const articleEntry: CitationEntry = {
  formatId: 7,
  item: {
    type: 'article-journal',
    author: [
      { family: 'Ayoob', given: 'Mohammed' },
      { family: 'Chen', given: 'Li' },
    ],
    issued: { 'date-parts': [[2021]] },
    title: 'Reading habits of university students',
    'container-title': 'Journal of Higher Education',
    volume: '12',
    issue: '3',
    page: '45-67',
  },
}

/** Same author and year as `articleEntry`'s first author: the list gives them 2021a and 2021b. */
export const secondAyoobEntry: CitationEntry = {
  formatId: 1,
  item: {
    type: 'book',
    author: [{ family: 'Ayoob', given: 'Mohammed' }],
    issued: { 'date-parts': [[2021]] },
    title: 'Campus life',
    publisher: 'Allen & Unwin',
    'publisher-place': 'Sydney',
  },
}

/**
 * Stored as a page would find it: projects "Essay" (100, active) and "Report" (200), and `citations` as saved
 * citations (time 1) of the project each names.
 */
export function seedEssayAndReport(
  citations: readonly { id: string; projectId: number; entry: CitationEntry }[],
) {
  localStorage.setItem(
    PROJECTS_KEY,
    JSON.stringify([
      { id: 100, title: 'Essay', styleId: 'rmit-harvard' },
      { id: 200, title: 'Report', styleId: 'rmit-harvard' },
    ]),
  )
  localStorage.setItem(ACTIVE_PROJECT_KEY, '100')
  localStorage.setItem(
    CITATIONS_KEY,
    JSON.stringify(citations.map(({ id, projectId, entry }) => ({ id, projectId, ...entry, time: 1 }))),
  )
}

/** A fresh page: storage holds `seed` (raw values by key), the stores are hydrated from it. */
export function freshWorkspace(seed: Record<string, unknown> = {}) {
  localStorage.clear()
  for (const [key, value] of Object.entries(seed)) {
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
  }
  resetWorkspace()
  return hydrateWorkspace()
}

/** Makes every localStorage write fail as a full storage does, until the returned function is called. */
export function fillStorage(): () => void {
  const original = Storage.prototype.setItem
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  }
  return () => {
    Storage.prototype.setItem = original
  }
}
