import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WhenNear } from './WhenNear.tsx'

afterEach(() => vi.unstubAllGlobals())

describe('WhenNear', () => {
  it('holds the place until the observer says it is near, then draws', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined
    const options: unknown[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report, init: unknown) {
          report = callback
          options.push(init)
        }
        observe() {}
        disconnect() {}
      },
    )
    render(<WhenNear placeholder={<p>Waiting</p>}>Lecturers</WhenNear>)
    expect(screen.getByText('Waiting')).toBeTruthy()
    expect(options).toEqual([{ rootMargin: '400px' }])
    act(() => report?.([{ isIntersecting: false }]))
    expect(screen.queryByText('Lecturers')).toBeNull()
    act(() => report?.([{ isIntersecting: true }]))
    expect(screen.getByText('Lecturers')).toBeTruthy()
  })

  it('draws at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<WhenNear placeholder={<p>Waiting</p>}>Lecturers</WhenNear>)
    expect(screen.getByText('Lecturers')).toBeTruthy()
  })
})
