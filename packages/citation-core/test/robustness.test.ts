import { describe, expect, it } from 'vitest'
import { type CslItem, formats, renderInText, renderReference } from '../src/index.ts'
import type { MappedInput } from './guide/GuideInput.ts'
import { guideInputs } from './guide/guideInputs.ts'

const mapped = Object.values(guideInputs).filter((input): input is MappedInput => 'formatId' in input)
const broken = /, ,|,,| {2}| ,| \.|(?<!\.)\.\.(?!\.)|\(\)|\[\]|^[ ,.]|, $/

function expectClean(text: string): void {
  expect(text, text).not.toMatch(broken)
}

describe('robustness', () => {
  it('renders an empty item of every format without broken punctuation', () => {
    for (const format of formats) {
      const rendered = renderReference(format.id, { type: format.cslType })
      // Only the date and a format's fixed descriptor (`[motion picture]`) are left.
      expect(rendered.text).toMatch(/^\(n\.d\.\)( \[[a-z ]+\])?\.$/)
      expect(renderInText(format.id, { type: format.cslType }).text).toBe('(n.d.)')
    }
  })

  it('leaves no stray separators when any one variable of a guide example is missing', () => {
    for (const input of mapped) {
      for (const variable of Object.keys(input.item)) {
        if (variable === 'type') continue
        const item = { ...input.item } as Record<string, unknown>
        delete item[variable]
        const text = renderReference(input.formatId, item as CslItem).text
        // A dropped accessed date leaves "website. URL", which is intended; a dropped URL ends with the date.
        expectClean(text)
      }
    }
  })

  it('renders every guide example in every other format without throwing or broken punctuation', () => {
    for (const input of mapped) {
      for (const format of formats) {
        expectClean(renderReference(format.id, input.item).text)
        expectClean(renderInText(format.id, input.item, { locator: '12' }).text)
      }
    }
  })
})
