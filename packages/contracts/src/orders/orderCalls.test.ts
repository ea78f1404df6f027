import { describe, expect, it } from 'vitest'
import { OrderStatusSchema, OrderTypeSchema, RaCreateBody } from './orderCalls.ts'
import { orderStatuses, orderTypes } from './orderStatuses.ts'
import { researchDays, researchWordCounts } from './pricing.ts'
import { researchAreas } from './researchOptions.ts'

describe('the order contract', () => {
  it('spells out the same states, areas, lengths and days as the lists', () => {
    const consts = (schema: { anyOf: { const: unknown }[] }) => schema.anyOf.map((item) => item.const)
    expect(consts(OrderStatusSchema).sort()).toEqual([...orderStatuses].sort())
    expect(consts(OrderTypeSchema)).toEqual([...orderTypes])
    const { area_code, word_count, days } = RaCreateBody.properties
    expect(consts(area_code)).toEqual(researchAreas.map((area) => area.code))
    expect(consts(word_count)).toEqual([...researchWordCounts])
    expect(consts(days)).toEqual([...researchDays])
  })
})
