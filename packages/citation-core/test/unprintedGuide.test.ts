import { describe, expect, it } from 'vitest'
import { unprintedFields } from '../src/index.ts'
import type { MappedInput } from './guide/GuideInput.ts'
import { guideInputs } from './guide/guideInputs.ts'

const mapped = Object.entries(guideInputs).filter(
  (entry): entry is [string, MappedInput] => 'formatId' in entry[1],
)

describe('unprintedFields over the guide examples', () => {
  it.each(mapped)('%s prints every detail it holds', (_id, input) => {
    expect(unprintedFields(input.formatId, input.item)).toEqual([])
  })
})
