import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderPane } from '../../../test/renderPane.tsx'

const bar = () => screen.getByRole('button', { name: 'Cite this!' }).parentElement!

/**
 * jsdom has no layout and no `matchMedia`: these stand in for a 375 px browser's, the pinned bar's top at
 * `barTop` and every field's bottom at `fieldBottom` (a field the bar covers when it is lower).
 */
function layoutOfAPhone(barTop: number, fieldBottom: number) {
  window.matchMedia = (query: string) =>
    ({ matches: query.includes('630'), addEventListener() {}, removeEventListener() {} }) as never
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    const top =
      this.dataset.oneLine !== undefined || this.querySelector(':scope > [type="submit"]') ? barTop : 0
    return { top, bottom: top === barTop ? barTop + 200 : fieldBottom } as DOMRect
  }
}

const original = HTMLElement.prototype.getBoundingClientRect
beforeEach(() => {
  window.scrollBy = () => {}
})
afterEach(() => {
  HTMLElement.prototype.getBoundingClientRect = original
  Reflect.deleteProperty(window, 'matchMedia')
})

describe('the form on a phone', () => {
  it('folds the preview to one line while the student types in a field the bar would cover', async () => {
    layoutOfAPhone(480, 600)
    const { user } = renderPane({ initialFormatId: 13 })
    expect(bar().dataset.oneLine).toBeUndefined()
    await user.click(screen.getByRole('textbox', { name: 'Auto-cite' }))
    await waitFor(() => expect(bar().dataset.oneLine).toBe('true'))
    // The toggle goes while folded; the reference stays, on one line, and Cite this! with it.
    expect(screen.queryByRole('button', { name: 'Hide preview' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Cite this!' })).toBeTruthy()
    // Another covered field keeps it folded (judged by the whole bar); leaving the fields opens it again.
    await user.click(screen.getByRole('textbox', { name: /^Title of webpage/ }))
    expect(bar().dataset.oneLine).toBe('true')
    fireEvent.blur(screen.getByRole('textbox', { name: /^Title of webpage/ }), { relatedTarget: null })
    await waitFor(() => expect(bar().dataset.oneLine).toBeUndefined())
    expect(screen.getByRole('button', { name: 'Hide preview' })).toBeTruthy()
  })

  it('opens the whole preview again in a field the whole bar leaves clear', async () => {
    layoutOfAPhone(480, 600)
    const { user } = renderPane({ initialFormatId: 13 })
    await user.click(screen.getByRole('textbox', { name: 'Auto-cite' }))
    await waitFor(() => expect(bar().dataset.oneLine).toBe('true'))
    // The student scrolled up: the next field sits high on the screen, clear even of the whole bar.
    layoutOfAPhone(600, 300)
    await user.click(screen.getByRole('textbox', { name: /^Title of webpage/ }))
    await waitFor(() => expect(bar().dataset.oneLine).toBeUndefined())
  })

  it('leaves the preview whole for a field above the bar, and on a wide screen', async () => {
    layoutOfAPhone(480, 300)
    const { user } = renderPane({ initialFormatId: 13 })
    await user.click(screen.getByRole('textbox', { name: 'Auto-cite' }))
    expect(bar().dataset.oneLine).toBeUndefined()
    layoutOfAPhone(480, 600)
    window.matchMedia = (() => ({ matches: false })) as never
    await user.click(screen.getByRole('textbox', { name: /^Title of webpage/ }))
    expect(bar().dataset.oneLine).toBeUndefined()
  })
})

describe('a new citation', () => {
  it("dates a web page's access today, and its preview waits for the first detail", async () => {
    const { user } = renderPane({ initialFormatId: 13 })
    const accessed = screen.getByRole('group', { name: 'Date accessed' })
    const today = new Date()
    expect(within(accessed).getByRole<HTMLInputElement>('textbox', { name: 'Year' }).value).toBe(
      String(today.getFullYear()),
    )
    expect(within(accessed).getByRole<HTMLSelectElement>('combobox', { name: 'Month' }).value).toBe(
      String(today.getMonth() + 1),
    )
    expect(within(accessed).getByRole<HTMLSelectElement>('combobox', { name: 'Day' }).value).toBe(
      String(today.getDate()),
    )
    const preview = screen.getByRole('region', { name: 'Preview' })
    expect(preview.textContent).toContain('Your reference appears here as you fill in the fields.')
    await user.type(screen.getByRole('textbox', { name: /^Title of webpage/ }), 'Library opening hours')
    await user.type(screen.getByRole('textbox', { name: /^URL/ }), 'https://www.rmit.edu.vn/library')
    expect(preview.textContent).toContain(`accessed ${today.getDate()} `)
  })
})
