import { afterEach, describe, expect, it } from 'vitest'
import { emitCitationCreated, fetchFormatUsage } from '../api/usageApi.ts'
import { formatUsageStore } from './formatUsageStore.ts'

const settled = () =>
  new Promise<void>((resolve) => {
    const unsubscribe = formatUsageStore.subscribe((state) => {
      if (state.status !== 'loading') {
        unsubscribe()
        resolve()
      }
    })
  })

afterEach(() => formatUsageStore.getState().reset())

describe('the format usage store (against the cite service)', () => {
  it('reads the counts once for the page', async () => {
    const done = settled()
    formatUsageStore.getState().load()
    expect(formatUsageStore.getState().status).toBe('loading')
    await done
    const first = formatUsageStore.getState()
    expect(first.status).toBe('ready')
    formatUsageStore.getState().load()
    expect(formatUsageStore.getState()).toBe(first)
  })

  it('reads them again once a created citation has been counted', async () => {
    const done = settled()
    formatUsageStore.getState().load()
    await done
    const before = formatUsageStore.getState().counts[36] ?? 0
    const refreshed = new Promise<void>((resolve) => {
      const unsubscribe = formatUsageStore.subscribe((state) => {
        if ((state.counts[36] ?? 0) > before) {
          unsubscribe()
          resolve()
        }
      })
    })
    await emitCitationCreated(36)
    await refreshed
    expect(formatUsageStore.getState().counts[36]).toBe(before + 1)
    expect((await fetchFormatUsage())[36]).toBe(before + 1)
  })
})
