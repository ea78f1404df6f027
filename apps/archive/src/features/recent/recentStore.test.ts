import { afterEach, describe, expect, it } from 'vitest'
import { RECENT_STORAGE_KEY, useRecentStore } from './recentStore.ts'

afterEach(() => {
  localStorage.clear()
  useRecentStore.setState({ items: [] })
})

describe('the recent store', () => {
  it('keeps what was opened in localStorage under its key', () => {
    useRecentStore.getState().opened({ id: 'a', name: 'Essay' })
    useRecentStore.getState().opened({ id: 'a', name: 'Essay' })
    const stored = JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY) ?? 'null')
    expect(stored.state.items).toEqual([expect.objectContaining({ id: 'a', name: 'Essay', count: 2 })])
  })

  it('reads stored text that is not JSON as an empty list', async () => {
    useRecentStore.getState().opened({ id: 'a', name: 'Essay' })
    localStorage.setItem(RECENT_STORAGE_KEY, '{not json')
    await useRecentStore.persist.rehydrate()
    expect(useRecentStore.getState().items).toEqual([])
  })

  it('reads a stored value of the wrong shape as an empty list, and keeps the good entries of a mixed one', async () => {
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify({ state: { items: 'many' }, version: 0 }))
    await useRecentStore.persist.rehydrate()
    expect(useRecentStore.getState().items).toEqual([])

    const good = { id: 'b', name: 'Report', count: 3, time: '2026-11-25T10:00:00.000Z' }
    localStorage.setItem(
      RECENT_STORAGE_KEY,
      JSON.stringify({ state: { items: [good, { id: 7 }] }, version: 0 }),
    )
    await useRecentStore.persist.rehydrate()
    expect(useRecentStore.getState().items).toEqual([good])
  })

  it('forgets everything on Clear', () => {
    useRecentStore.getState().opened({ id: 'a', name: 'Essay' })
    useRecentStore.getState().clear()
    expect(useRecentStore.getState().items).toEqual([])
    expect(JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY) ?? 'null').state.items).toEqual([])
  })
})
