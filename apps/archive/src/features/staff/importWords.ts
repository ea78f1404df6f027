import type { ImportRow, ImportView } from '@unikit/contracts/drive'
import type { BadgeTone } from '@unikit/design-system'

type Counts = ImportView['counts']

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** Where an import stands, in a word for the desk's list, and its badge's tone. */
export function importStage(status: ImportView['status']): { text: string; tone: BadgeTone } {
  switch (status) {
    case 'checking':
      return { text: 'Checking', tone: 'info' }
    case 'checked':
      return { text: 'Ready to import', tone: 'warning' }
    case 'importing':
      return { text: 'Importing', tone: 'info' }
    case 'done':
      return { text: 'Imported', tone: 'success' }
    case 'failed':
      return { text: 'Failed', tone: 'danger' }
  }
}

/** A row's verdict in words and its badge's tone: new, duplicate, error, imported. */
export function rowVerdict(status: ImportRow['status']): { text: string; tone: BadgeTone } {
  switch (status) {
    case 'new':
      return { text: 'New', tone: 'info' }
    case 'duplicate':
      return { text: 'Duplicate', tone: 'warning' }
    case 'error':
      return { text: 'Error', tone: 'danger' }
    case 'imported':
      return { text: 'Imported', tone: 'success' }
  }
}

/** The dry run in one line: "12 rows: 9 new, 1 duplicate, 2 errors". */
export function dryRunSummary(counts: Counts): string {
  const checked = counts.new + counts.imported
  return `${plural(counts.rows, 'row')}: ${checked} new, ${plural(counts.duplicate, 'duplicate')}, ${plural(counts.error, 'error')}`
}

/** The end of an import: "Imported 9 files. 1 duplicate and 2 errors were left out." */
export function importResult(counts: Counts): string {
  const imported = `Imported ${plural(counts.imported, 'file')}.`
  const left = counts.duplicate + counts.error
  if (left === 0) return imported
  const parts = [
    counts.duplicate ? plural(counts.duplicate, 'duplicate') : '',
    counts.error ? plural(counts.error, 'error') : '',
  ].filter(Boolean)
  return `${imported} ${parts.join(' and ')} ${left === 1 ? 'was' : 'were'} left out.`
}

/** How far an import has gone: the files imported of those the dry run found new (a row refused now counts out). */
export function importProgress(counts: Counts): { done: number; total: number } {
  return { done: counts.imported, total: counts.imported + counts.new }
}
