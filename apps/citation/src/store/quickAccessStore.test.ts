import { beforeEach, describe, expect, it } from 'vitest'
import { fillStorage } from '../../test/workspaceFixtures.ts'
import { parseQuickAccess, QUICK_ACCESS_STORAGE_KEY, quickAccessStore } from './quickAccessStore.ts'
import { StorageWriteError } from './StorageWriteError.ts'

const stored = () => JSON.parse(localStorage.getItem(QUICK_ACCESS_STORAGE_KEY) ?? 'null')
const state = () => quickAccessStore.getState()

beforeEach(() => state().clear())

describe('the quick access store', () => {
  it('adds formats once, in the order chosen, and keeps them under the v2 key', () => {
    state().add(7)
    state().add(1)
    state().add(7)
    expect(state().formatIds).toEqual([7, 1])
    expect(stored()).toEqual({ state: { formatIds: [7, 1] }, version: 1 })
  })

  it('refuses unknown and hidden formats', () => {
    state().add(999)
    state().add(65)
    expect(state().formatIds).toEqual([])
  })

  it('removes one and deletes all', () => {
    for (const id of [1, 2, 3]) state().add(id)
    state().remove(2)
    expect(state().formatIds).toEqual([1, 3])
    state().clear()
    expect(state().formatIds).toEqual([])
    expect(stored().state.formatIds).toEqual([])
  })

  it('takes the list another tab stored', async () => {
    state().add(1)
    localStorage.setItem(
      QUICK_ACCESS_STORAGE_KEY,
      JSON.stringify({ state: { formatIds: [13, 8] }, version: 1 }),
    )
    window.dispatchEvent(new StorageEvent('storage', { key: QUICK_ACCESS_STORAGE_KEY }))
    await Promise.resolve()
    expect(state().formatIds).toEqual([13, 8])

    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null }))
    await Promise.resolve()
    expect(state().formatIds).toEqual([])
  })

  it('changes nothing when storage is full: written first, shown only once stored', () => {
    state().add(1)
    const restore = fillStorage()
    try {
      expect(() => state().add(7)).toThrow(StorageWriteError)
      expect(() => state().remove(1)).toThrow(/storage is full/)
      expect(() => state().clear()).toThrow(StorageWriteError)
    } finally {
      restore()
    }
    expect(state().formatIds).toEqual([1])
    expect(stored()).toEqual({ state: { formatIds: [1] }, version: 1 })
  })

  it('reads stored values defensively', () => {
    expect(parseQuickAccess({ formatIds: [1, '2', 1, 65, 3.5, 999, 42] })).toEqual([1, 42])
    expect(parseQuickAccess({ formatIds: 'x' })).toEqual([])
    expect(parseQuickAccess(null)).toEqual([])
  })
})
