import { formStateToItem } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { suggestionToForm } from './suggestionToForm.ts'

describe('filling the form from a suggestion', () => {
  it("uses the suggestion's format, replaces the accessed date with the student's today and marks the missing fields", () => {
    const today = new Date(2026, 1, 17, 0, 30)
    const filled = suggestionToForm(
      {
        formatId: 13,
        item: {
          type: 'webpage',
          title: 'Library opening hours',
          URL: 'https://example.com/hours',
          accessed: { 'date-parts': [[2026, 2, 16]] },
        },
        missing: ['author', 'issued'],
      },
      today,
    )
    expect(filled.formatId).toBe(13)
    expect(filled.missingKeys).toEqual(['author', 'year'])
    expect(formStateToItem(13, filled.form)).toMatchObject({
      title: 'Library opening hours',
      accessed: { 'date-parts': [[2026, 2, 17]] },
    })
  })

  it('adds no accessed date to a format without one', () => {
    const filled = suggestionToForm({
      formatId: 7,
      item: {
        type: 'article-journal',
        title: 'Novelty metrics',
        accessed: { 'date-parts': [[2026, 2, 16]] },
      },
      missing: [],
    })
    expect(formStateToItem(7, filled.form)).not.toHaveProperty('accessed')
  })
})
