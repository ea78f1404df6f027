import type { CslItem } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { canLookUp, fillMissing, findWork } from './findMissingDetails.ts'

const article: CslItem = {
  type: 'article-journal',
  author: [{ family: 'Fiorineschi', given: 'L' }],
  title: 'Novelty metrics in engineering design',
}

describe('Find missing details', () => {
  it('asks only about entries missing what the cite service can know, with a DOI or a clear title', () => {
    expect(canLookUp(article, ['issued'])).toBe(true)
    expect(canLookUp(article, ['accessed'])).toBe(false)
    expect(canLookUp({ type: 'book', title: 'Cities' }, ['issued'])).toBe(false)
    expect(canLookUp({ type: 'book', title: 'Cities', DOI: '10.1/x' }, ['issued'])).toBe(true)
  })

  /** Against the real cite service, which asks the Crossref fake (test/node/citeService.ts). */
  it('finds the work by DOI, else by its exact title, and nothing for a near title', async () => {
    expect((await findWork({ ...article, DOI: '10.1080/09544828.2021.1928024' }))?.title).toBe(
      'Novelty metrics in engineering design',
    )
    expect((await findWork({ ...article, DOI: '10.5555/nothing' }))?.doi).toBe(
      '10.1080/09544828.2021.1928024',
    )
    expect(await findWork({ type: 'book', title: 'Novelty metrics in engineering' })).toBeUndefined()
  })

  it('fills the missing details only, keeping what the student wrote', () => {
    const found: CslItem = {
      type: 'article-journal',
      title: 'Novelty Metrics In Engineering Design',
      issued: { 'date-parts': [[2021]] },
      volume: '32',
    }
    expect(fillMissing(article, ['issued', 'container-title'], found)).toEqual({
      item: { ...article, issued: { 'date-parts': [[2021]] } },
      filled: ['issued'],
    })
  })
})
