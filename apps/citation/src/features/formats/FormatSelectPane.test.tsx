import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { emitCitationCreated } from '../../api/usageApi.ts'
import { formatUsageStore } from '../../store/formatUsageStore.ts'
import { FormatSelectPane } from './FormatSelectPane.tsx'
import { menuFormats } from './formatRanking.ts'

const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }

function renderPane() {
  const onChoose = vi.fn()
  const onClose = vi.fn()
  render(<FormatSelectPane onChoose={onChoose} onClose={onClose} />)
  return { onChoose, onClose, user: userEvent.setup() }
}

const mostUsedSection = () => screen.getByRole('region', { name: 'Most used formats' })
// A tile is named by its format; the group under it is decoration.
const tileNames = () =>
  within(mostUsedSection())
    .getAllByRole('button')
    .map((button) => button.firstElementChild?.textContent)
const loadingNotice = () => screen.queryByText('Loading the most used formats')
const usageSettled = () => waitFor(() => expect(loadingNotice()).toBeNull())

afterEach(() => formatUsageStore.getState().reset())

describe('the format selection pane', () => {
  it('starts at its title and goes back to the listing by the link or the close icon', async () => {
    const { onClose, user } = renderPane()
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Create new citation' }),
    )
    await user.click(screen.getByRole('button', { name: 'Back to citation listing' }))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).toHaveBeenCalledTimes(2)
    await usageSettled()
  })

  describe('All formats', () => {
    it('lists the groups of the menu and opens a group with several formats in place', async () => {
      const { onChoose, user } = renderPane()
      const button = screen.getByRole('button', { name: 'All formats' })
      expect(button.getAttribute('aria-expanded')).toBe('false')
      await user.click(button)
      expect(button.getAttribute('aria-expanded')).toBe('true')
      const menu = screen.getByRole('menu', { name: 'All formats' })
      const groups = within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent)
      expect(groups).toEqual([
        'Book',
        'Journals',
        'Newspapers',
        'Social media',
        'Website and webpage documents',
        'Reports/Datasets/standard',
        'Audio visual',
        'Images and figures',
        'Conference Papers',
        'Theses',
        'Other sources',
      ])
      const journals = within(menu).getByRole('menuitem', { name: 'Journals' })
      expect(journals.getAttribute('aria-haspopup')).toBe('menu')
      expect(journals.getAttribute('aria-expanded')).toBe('false')
      await user.click(journals)
      expect(journals.getAttribute('aria-expanded')).toBe('true')
      const submenu = screen.getByRole('menu', { name: 'Journals' })
      expect(
        within(submenu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Journal article', 'E-Journal article'])

      // One group open at a time.
      await user.click(within(menu).getByRole('menuitem', { name: 'Theses' }))
      expect(journals.getAttribute('aria-expanded')).toBe('false')
      await user.click(screen.getByRole('menuitem', { name: 'Print thesis' }))
      expect(onChoose).toHaveBeenCalledWith(42)
      expect(screen.queryByRole('menu')).toBeNull()
      expect(document.activeElement).toBe(button)
      await usageSettled()
    })

    it('never offers the hidden DVD film', async () => {
      const { user } = renderPane()
      await user.click(screen.getByRole('button', { name: 'All formats' }))
      await user.click(screen.getByRole('menuitem', { name: 'Audio visual' }))
      expect(screen.queryByRole('menuitem', { name: 'DVD film' })).toBeNull()
      expect(screen.getByRole('menuitem', { name: 'Television Program' })).toBeTruthy()
      await usageSettled()
    })

    it('works from the keyboard: arrows, Right and Left, Enter, type-ahead and Escape', async () => {
      const { onChoose, user } = renderPane()
      const button = screen.getByRole('button', { name: 'All formats' })
      button.focus()
      await user.keyboard('{ArrowDown}')
      expect(document.activeElement?.textContent).toBe('Book')
      await user.keyboard('{ArrowDown}{ArrowDown}')
      expect(document.activeElement?.textContent).toBe('Newspapers')
      await user.keyboard('{ArrowRight}')
      expect(document.activeElement?.textContent).toBe('Printed newspaper article')
      expect(screen.getByRole('menuitem', { name: 'Newspapers' }).getAttribute('aria-expanded')).toBe('true')
      await user.keyboard('{ArrowDown}')
      expect(document.activeElement?.textContent).toBe('Newspaper article from a webpage')
      await user.keyboard('{ArrowLeft}')
      expect(document.activeElement?.textContent).toBe('Newspapers')
      expect(screen.getByRole('menuitem', { name: 'Newspapers' }).getAttribute('aria-expanded')).toBe('false')
      await user.keyboard('t')
      expect(document.activeElement?.textContent).toBe('Theses')
      await user.keyboard('{End}')
      expect(document.activeElement?.textContent).toBe('Other sources')
      await user.keyboard('{Enter}')
      expect(document.activeElement?.textContent).toBe('Lecture Notes or Course Material')
      await user.keyboard('{Escape}')
      expect(document.activeElement?.textContent).toBe('Other sources')
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('menu')).toBeNull()
      expect(document.activeElement).toBe(button)

      await user.keyboard('{ArrowUp}')
      expect(document.activeElement?.textContent).toBe('Other sources')
      await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}')
      expect(onChoose).toHaveBeenCalledWith(36)
      await usageSettled()
    })
  })

  describe('Most used formats', () => {
    beforeAll(async () => {
      // Counted by the real cite service, shared by this run: Print thesis well ahead of Maps, then the rest.
      for (let i = 0; i < 30; i++) await emitCitationCreated(42)
      for (let i = 0; i < 20; i++) await emitCitationCreated(29)
    })

    it('orders nine formats by what students cite, the default order after', async () => {
      const { onChoose, user } = renderPane()
      expect(tileNames()).toHaveLength(9)
      await usageSettled()
      const names = tileNames()
      expect(names).toHaveLength(9)
      // Other test files count citations on the same service at the same time: check the order, not places.
      const { counts } = formatUsageStore.getState()
      const countOf = (name: string | null | undefined) =>
        counts[menuFormats.find((format) => format.name === name)?.id ?? 0] ?? 0
      const tileCounts = names.map(countOf)
      expect(tileCounts).toEqual([...tileCounts].sort((a, b) => b - a))
      expect(countOf('Print thesis')).toBeGreaterThanOrEqual(30)
      expect(names.indexOf('Print thesis')).toBeLessThan(names.indexOf('Maps'))
      expect(names.indexOf('Maps')).toBeGreaterThanOrEqual(0)
      await user.click(within(mostUsedSection()).getByRole('button', { name: 'Maps' }))
      expect(onChoose).toHaveBeenCalledWith(29)
    })

    it('shows the default order while loading and when the counts cannot be read', async () => {
      const origin = location.origin
      jsdom.reconfigure({ url: 'http://127.0.0.1:9/' })
      try {
        renderPane()
        const defaults = [
          'Book',
          'Journal article',
          'Website/Webpage',
          'E-Book',
          'E-Journal article',
          'Newspaper article from a webpage',
          'Book chapter in an edited book',
          'Government report',
          'Youtube/Streaming Videos',
        ]
        expect(loadingNotice()?.closest('[role="status"]')).toBeTruthy()
        expect(tileNames()).toEqual(defaults)
        await waitFor(() => expect(formatUsageStore.getState().status).toBe('failed'), { timeout: 10_000 })
        expect(loadingNotice()).toBeNull()
        expect(screen.queryByRole('alert')).toBeNull()
        expect(tileNames()).toEqual(defaults)
      } finally {
        jsdom.reconfigure({ url: `${origin}/` })
      }
    })
  })
})
