import { describe, expect, it } from 'vitest'
import { dryRunSummary, importProgress, importResult, rowVerdict } from './importWords.ts'

const counts = { rows: 12, new: 9, duplicate: 1, error: 2, imported: 0 }

describe('the import in words', () => {
  it('sums the dry run up, one row or many', () => {
    expect(dryRunSummary(counts)).toBe('12 rows: 9 new, 1 duplicate, 2 errors')
    expect(dryRunSummary({ rows: 1, new: 0, duplicate: 0, error: 1, imported: 0 })).toBe(
      '1 row: 0 new, 0 duplicates, 1 error',
    )
  })

  it('counts the files imported of those found new as it goes', () => {
    expect(importProgress({ ...counts, new: 5, imported: 4 })).toEqual({ done: 4, total: 9 })
  })

  it('says what was imported and what was left out', () => {
    expect(importResult({ ...counts, new: 0, imported: 9 })).toBe(
      'Imported 9 files. 1 duplicate and 2 errors were left out.',
    )
    expect(importResult({ rows: 1, new: 0, duplicate: 0, error: 0, imported: 1 })).toBe('Imported 1 file.')
    expect(importResult({ rows: 2, new: 0, duplicate: 0, error: 1, imported: 1 })).toBe(
      'Imported 1 file. 1 error was left out.',
    )
  })

  it('gives each verdict its word and tone', () => {
    expect(rowVerdict('error')).toEqual({ text: 'Error', tone: 'danger' })
    expect(rowVerdict('imported').text).toBe('Imported')
  })
})
