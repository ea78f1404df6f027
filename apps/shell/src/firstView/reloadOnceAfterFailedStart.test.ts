import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadOnceAfterFailedStart, startSucceeded } from './reloadOnceAfterFailedStart.ts'

/** A window whose reload is counted rather than done. */
function windowWithFirstView(firstView: boolean) {
  document.body.innerHTML = firstView
    ? '<div id="root" data-first-view-of="landing"></div>'
    : '<div id="root"></div>'
  const reload = vi.fn()
  const win = { document, sessionStorage: window.sessionStorage, location: { reload } } as unknown as Window
  return { win, reload }
}

describe('reloadOnceAfterFailedStart', () => {
  afterEach(() => {
    sessionStorage.clear()
    vi.restoreAllMocks()
  })

  it('loads a page with a first view once more, not twice, until a start succeeds', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { win, reload } = windowWithFirstView(true)
    reloadOnceAfterFailedStart(new Error('chunk failed'), win)
    reloadOnceAfterFailedStart(new Error('chunk failed'), win)
    expect(reload).toHaveBeenCalledTimes(1)
    startSucceeded(win)
    reloadOnceAfterFailedStart(new Error('chunk failed'), win)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('leaves a page without one as it is', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { win, reload } = windowWithFirstView(false)
    reloadOnceAfterFailedStart(new Error('chunk failed'), win)
    expect(reload).not.toHaveBeenCalled()
  })
})
