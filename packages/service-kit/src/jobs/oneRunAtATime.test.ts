import { describe, expect, it } from 'vitest'
import { oneRunAtATime } from './oneRunAtATime.ts'

describe('oneRunAtATime', () => {
  it('runs one pass at a time, and one more after it for every ask meanwhile', async () => {
    let passes = 0
    let inPass = 0
    let most = 0
    const runs = oneRunAtATime(
      async () => {
        inPass += 1
        most = Math.max(most, inPass)
        passes += 1
        await new Promise((resolve) => setTimeout(resolve, 5))
        inPass -= 1
      },
      () => undefined,
    )
    await Promise.all([runs.run(), runs.run(), runs.run()])
    expect(most).toBe(1)
    expect(passes).toBe(2)
  })

  it('hands a failed pass to onError and keeps going, and starts nothing once stopped', async () => {
    const errors: unknown[] = []
    let passes = 0
    const runs = oneRunAtATime(
      async () => {
        passes += 1
        throw new Error('down')
      },
      (error) => errors.push(error),
    )
    await runs.run()
    expect(errors).toHaveLength(1)
    await runs.stop()
    await runs.run()
    expect(passes).toBe(1)
  })
})
