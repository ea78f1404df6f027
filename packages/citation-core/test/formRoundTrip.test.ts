import { describe, expect, it } from 'vitest'
import { formStateToItem, itemToFormState, renderReference, validate } from '../src/index.ts'
import type { MappedInput } from './guide/GuideInput.ts'
import { guideInputs } from './guide/guideInputs.ts'

const mapped = Object.entries(guideInputs).filter(
  (entry): entry is [string, MappedInput] => 'formatId' in entry[1],
)

describe('form state round trip over every guide example', () => {
  it.each(mapped)('%s survives item → form → item', (_id, input) => {
    const { 'year-suffix': _suffix, ...item } = input.item
    const back = formStateToItem(input.formatId, itemToFormState(input.formatId, item))
    expect(renderReference(input.formatId, back)).toEqual(renderReference(input.formatId, item))
  })

  it.each(mapped.filter(([id]) => id !== 'rmit-093'))('%s is valid for its format', (_id, input) => {
    expect(validate(input.formatId, input.item)).toMatchObject({ missing: [], errors: [] })
  })

  it('rejects the impossible accessed date the guide prints (31 November 2021)', () => {
    const blog = guideInputs['rmit-093'] as MappedInput
    expect(validate(blog.formatId, blog.item).errors.map((e) => e.key)).toEqual(['accessed'])
  })
})
