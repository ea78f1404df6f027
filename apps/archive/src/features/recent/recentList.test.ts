import { RECENT_MAX_ITEMS } from '@unikit/contracts/drive'
import { describe, expect, it } from 'vitest'
import { addRecent, type RecentEntry, readRecentList } from './recentList.ts'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute))
const entry = (id: string, minute: number, count = 1): RecentEntry => ({
  id,
  name: `File ${id}`,
  count,
  time: at(minute).toISOString(),
})

describe('addRecent', () => {
  it('adds a file opened for the first time at the top, counted once', () => {
    const list = addRecent([entry('a', 1)], { id: 'b', name: 'Essay' }, at(2))
    expect(list).toEqual([{ id: 'b', name: 'Essay', count: 1, time: at(2).toISOString() }, entry('a', 1)])
  })

  it('raises the count of a file opened again, refreshes its time and name, and moves it to the top', () => {
    const list = addRecent([entry('a', 3), entry('b', 1, 4)], { id: 'b', name: 'Essay (final)' }, at(5))
    expect(list).toEqual([
      { id: 'b', name: 'Essay (final)', count: 5, time: at(5).toISOString() },
      entry('a', 3),
    ])
  })

  it('keeps at most RECENT_MAX_ITEMS, dropping the oldest', () => {
    const full = Array.from({ length: RECENT_MAX_ITEMS }, (_, index) => entry(`f${index}`, 59 - (index % 60)))
    const list = addRecent(full, { id: 'new', name: 'New' }, at(59))
    expect(list).toHaveLength(RECENT_MAX_ITEMS)
    expect(list[0]?.id).toBe('new')
    expect(list.some((item) => item.id === `f${RECENT_MAX_ITEMS - 1}`)).toBe(false)
  })
})

describe('readRecentList', () => {
  it('reads anything that is not a list as an empty list', () => {
    for (const stored of [undefined, null, 'oops', 42, { items: [] }])
      expect(readRecentList(stored)).toEqual([])
  })

  it('drops entries that are not entries and keeps the good ones', () => {
    const stored = [
      entry('good', 2),
      { id: 'no-count', name: 'x', time: at(1).toISOString() },
      { id: 'zero', name: 'x', count: 0, time: at(1).toISOString() },
      { id: 'bad-time', name: 'x', count: 1, time: 'yesterday' },
      { id: '', name: 'x', count: 1, time: at(1).toISOString() },
      null,
      'a string',
    ]
    expect(readRecentList(stored)).toEqual([entry('good', 2)])
  })

  it('orders newest first, keeps the newest of duplicates and caps the list', () => {
    expect(readRecentList([entry('a', 1), entry('b', 3), entry('a', 5, 2)])).toEqual([
      entry('a', 5, 2),
      entry('b', 3),
    ])
    const many = Array.from({ length: RECENT_MAX_ITEMS + 5 }, (_, index) => entry(`f${index}`, index % 60))
    expect(readRecentList(many)).toHaveLength(RECENT_MAX_ITEMS)
  })

  it('drops extra fields someone put in the entries', () => {
    expect(readRecentList([{ ...entry('a', 1), html: '<script>' }])).toEqual([entry('a', 1)])
  })
})
