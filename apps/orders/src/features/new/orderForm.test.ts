import { describe, expect, it } from 'vitest'
import { checkDraft, draftPrice, emptyDraft, toCreateBody } from './orderForm.ts'

const file = { id: '7f6e3c1e-8d7c-4f0e-9f8e-2c1d0b9a8e7f', name: 'essay.docx', size: 10, contentType: 'x' }

describe('the order form', () => {
  it('names every missing part, in the order of the form', () => {
    expect(Object.keys(checkDraft('ra', { ...emptyDraft, instruction: '  ' }))).toEqual([
      'file',
      'areaCode',
      'level',
      'instruction',
      'terms',
    ])
    expect(checkDraft('sc', { ...emptyDraft, file, instruction: 'Cite it', terms: true })).toEqual({})
    expect(
      checkDraft('ra', {
        ...emptyDraft,
        file,
        instruction: 'x',
        terms: true,
        areaCode: 'other',
        level: 'detailed',
      }),
    ).toEqual({
      areaName: 'Say which area the research is in',
    })
  })

  it('prices a Research Assistant order as the pricing page does', () => {
    expect(draftPrice({ ...emptyDraft, words: 1500, days: 3, extraSources: 2 })).toBe(2_400_000 + 2 * 45_000)
  })

  it('sends trimmed text and the area name only for "other"', () => {
    const draft = {
      ...emptyDraft,
      file,
      instruction: '  Cite it ',
      terms: true,
      areaCode: 'tourism' as const,
      areaName: 'x',
      level: 'detailed' as const,
    }
    expect(toCreateBody('ra', draft)).toEqual({
      type: 'ra',
      file_input: file.id,
      instruction: 'Cite it',
      area_code: 'tourism',
      word_count: 1000,
      level: 'detailed',
      days: 7,
      source_count: 0,
    })
    expect(toCreateBody('sc', draft)).toEqual({ type: 'sc', file_input: file.id, instruction: 'Cite it' })
  })
})
