import { describe, expect, it } from 'vitest'
import { manualSuggestion } from './manualSuggestion.ts'

describe('manualSuggestion', () => {
  it('keeps the chosen format when it has a field for what was typed', () => {
    expect(manualSuggestion({ kind: 'url', url: 'https://example.com/a' }, 13)).toMatchObject({
      formatId: 13,
      item: { URL: 'https://example.com/a' },
    })
    expect(manualSuggestion({ kind: 'search', q: 'Thematic analysis' }, 1)).toMatchObject({
      formatId: 1,
      item: { title: 'Thematic analysis' },
    })
  })

  it('moves an address to a webpage, and a DOI to a journal article, when the format has no such field', () => {
    const noUrl = manualSuggestion({ kind: 'url', url: 'https://example.com/a' }, 1)
    expect(noUrl.item).toMatchObject({ type: 'webpage', URL: 'https://example.com/a' })
    expect(noUrl.formatId).not.toBe(1)
    const doi = manualSuggestion({ kind: 'doi', doi: '10.1037/13620-004' }, 13)
    expect(doi.item).toMatchObject({ DOI: '10.1037/13620-004' })
    expect(doi.formatId).toBe(7)
  })
})
