import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MOBILE_BREAKPOINT, useIsMobile } from './useIsMobile.ts'

/** jsdom has no layout and no `matchMedia`; this stands in for the browser's, driven by a width we set. */
function installMatchMedia(initialWidth: number) {
  let width = initialWidth
  const lists = new Set<{ query: string; listeners: Set<() => void> }>()
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>() }
    lists.add(entry)
    const limit = Number(/width < (\d+)px/.exec(query)?.[1])
    return {
      get matches() {
        return width < limit
      },
      media: query,
      addEventListener: (_: string, fn: () => void) => entry.listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => entry.listeners.delete(fn),
    } as unknown as MediaQueryList
  }
  return (next: number) => {
    width = next
    for (const entry of lists) for (const fn of entry.listeners) fn()
  }
}

function Probe() {
  return <output>{useIsMobile() ? 'mobile' : 'desktop'}</output>
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia')
})

describe('useIsMobile', () => {
  it('is false where matchMedia is missing', () => {
    render(<Probe />)
    expect(screen.getByRole('status').textContent).toBe('desktop')
  })

  it(`follows the ${MOBILE_BREAKPOINT} px breakpoint`, () => {
    const resize = installMatchMedia(1024)
    render(<Probe />)
    expect(screen.getByRole('status').textContent).toBe('desktop')
    act(() => resize(629))
    expect(screen.getByRole('status').textContent).toBe('mobile')
    act(() => resize(630))
    expect(screen.getByRole('status').textContent).toBe('desktop')
  })
})
