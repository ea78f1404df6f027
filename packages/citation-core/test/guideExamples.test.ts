import { describe, expect, it } from 'vitest'
import { compareExamples } from './guide/compareExamples.ts'
import { fromMarkdown } from './guide/markdown.ts'

const { results, missing } = compareExamples()

describe('RMIT Easy Cite guide examples', () => {
  it('has an input, or a reason it is unmapped, for every reference example', () => {
    expect(missing.map((example) => example.id)).toEqual([])
  })

  describe.each(results.map((r) => [r.example.id, r] as const))('%s', (_id, result) => {
    it(
      result.input.slip ? 'renders the rule where the guide slips' : 'renders the guide reference exactly',
      () => {
        expect(result.rendered).toEqual(fromMarkdown(result.expected))
      },
    )

    if (result.input.slip) {
      it('still differs from the guide text (the slip is real)', () => {
        expect(fromMarkdown(result.example.reference)).not.toEqual(fromMarkdown(result.expected))
      })
    }

    for (const cited of result.inText.filter((t) => t.outcome !== 'skipped')) {
      it(`cites ${cited.expected}`, () => {
        expect(cited.rendered).toEqual(fromMarkdown(cited.expected))
      })
    }
  })
})
