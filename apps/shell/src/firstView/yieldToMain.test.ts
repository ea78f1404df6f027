import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yieldToMain.ts'

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('goes on in a task of its own: after what was queued before it', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued before'), 0)
    await yieldToMain()
    order.push('after the yield')
    expect(order).toEqual(['queued before', 'after the yield'])
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(async () => undefined)
    vi.stubGlobal('scheduler', { yield: yielded })
    await yieldToMain()
    expect(yielded).toHaveBeenCalledTimes(1)
  })
})
