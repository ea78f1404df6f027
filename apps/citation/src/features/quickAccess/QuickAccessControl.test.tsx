import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Toaster } from '@unikit/design-system'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fillStorage } from '../../../test/workspaceFixtures.ts'
import { emitCitationCreated } from '../../api/usageApi.ts'
import { formatUsageStore } from '../../store/formatUsageStore.ts'
import { quickAccessStore } from '../../store/quickAccessStore.ts'
import { QuickAccessControl } from './QuickAccessControl.tsx'

function renderControl() {
  const onChoose = vi.fn()
  render(<QuickAccessControl onChoose={onChoose} />)
  return { onChoose, user: userEvent.setup() }
}

const quickAccessButton = () => screen.getByRole('button', { name: 'Quick access' })
const panelItems = () =>
  within(screen.getByRole('list', { name: 'Quick access formats' }))
    .getAllByRole('button')
    .map((button) => button.textContent)
const dialog = () => screen.getByRole('dialog', { name: 'Quick access' })
const allFormats = () => within(dialog()).getByRole('region', { name: 'All formats' })
const chosenFormats = () => within(dialog()).getByRole('region', { name: /^Chosen formats/ })
const chosenNames = () =>
  within(chosenFormats())
    .queryAllByRole('checkbox')
    .map((box) => box.closest('li')?.textContent)
const usageSettled = () => waitFor(() => expect(formatUsageStore.getState().status).toBe('ready'))

beforeEach(() => quickAccessStore.getState().clear())
afterEach(() => formatUsageStore.getState().reset())

describe('the quick access control', () => {
  it('says how to start when nothing is chosen', async () => {
    const { user } = renderControl()
    await user.click(quickAccessButton())
    expect(quickAccessButton().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('No formats chosen yet')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose formats' }))
    await user.click(screen.getByRole('button', { name: 'Choose formats' }))
    expect(await screen.findByRole('dialog', { name: 'Quick access' })).toBeTruthy()
    expect(within(chosenFormats()).getByText('No formats chosen yet')).toBeTruthy()
    expect(within(chosenFormats()).getByRole('button', { name: 'Delete all' })).toHaveProperty(
      'disabled',
      true,
    )
    await user.click(within(dialog()).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(quickAccessButton())
    await usageSettled()
  })

  it('lists the chosen formats five per page, searchable and sortable by name; picking one opens it', async () => {
    for (const id of [7, 1, 13, 2, 8, 10, 42]) quickAccessStore.getState().add(id)
    const { onChoose, user } = renderControl()
    await user.click(quickAccessButton())
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search quick access' }))
    expect(screen.getByText('7 formats chosen, page 1 of 2')).toBeTruthy()
    expect(panelItems()).toEqual([
      'Journal article',
      'Book',
      'Website/Webpage',
      'E-Book',
      'E-Journal article',
    ])
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(panelItems()).toEqual(['Newspaper article from a webpage', 'Print thesis'])

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort quick access' }), 'Name A–Z')
    expect(panelItems()).toEqual([
      'Book',
      'E-Book',
      'E-Journal article',
      'Journal article',
      'Newspaper article from a webpage',
    ])
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort quick access' }), 'Name Z–A')
    expect(panelItems()[0]).toBe('Website/Webpage')

    await user.type(screen.getByRole('searchbox', { name: 'Search quick access' }), 'journal')
    expect(screen.getByText('2 formats of 7 found')).toBeTruthy()
    expect(panelItems()).toEqual(['Journal article', 'E-Journal article'])
    expect(screen.queryByRole('navigation', { name: 'Quick access pages' })).toBeNull()
    await user.clear(screen.getByRole('searchbox', { name: 'Search quick access' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search quick access' }), 'podcast')
    expect(screen.getByText('No chosen format matches “podcast”.')).toBeTruthy()
    await user.clear(screen.getByRole('searchbox', { name: 'Search quick access' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search quick access' }), 'thesis')

    await user.click(screen.getByRole('button', { name: 'Print thesis' }))
    expect(onChoose).toHaveBeenCalledWith(42)
    expect(quickAccessButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(quickAccessButton())
    await usageSettled()
  })

  it('closes on Escape and gives focus back, and when focus leaves it', async () => {
    quickAccessStore.getState().add(1)
    render(<button type="button">After</button>)
    const { user } = renderControl()
    await user.click(quickAccessButton())
    await user.keyboard('{Escape}')
    expect(quickAccessButton().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(quickAccessButton())

    await user.click(quickAccessButton())
    act(() => screen.getByRole('button', { name: 'After' }).focus())
    expect(quickAccessButton().getAttribute('aria-expanded')).toBe('false')
    await usageSettled()
  })
})

describe('the quick access modal', () => {
  beforeAll(async () => {
    // Counted by the real cite service: Print conference paper becomes the most used format of this run.
    for (let i = 0; i < 60; i++) await emitCitationCreated(40)
  })

  async function openModal() {
    quickAccessStore.getState().add(1)
    const view = renderControl()
    await view.user.click(quickAccessButton())
    await view.user.click(screen.getByRole('button', { name: 'Edit quick access' }))
    await usageSettled()
    return view
  }

  it('adds by ticking, removes by unticking either list or by the trash, and deletes all', async () => {
    const { user } = await openModal()
    expect(chosenNames()).toEqual(['Book'])
    const search = within(allFormats()).getByRole('searchbox', { name: 'Search formats' })
    await user.type(search, 'journal')
    expect(within(allFormats()).getByText('2 formats found')).toBeTruthy()
    await user.click(within(allFormats()).getByRole('checkbox', { name: 'E-Journal article' }))
    await user.click(within(allFormats()).getByRole('checkbox', { name: 'Journal article' }))
    expect(chosenNames()).toEqual(['Book', 'E-Journal article', 'Journal article'])
    expect(screen.getByText('Journal article added to quick access.')).toBeTruthy()
    expect(quickAccessStore.getState().formatIds).toEqual([1, 8, 7])
    expect(within(chosenFormats()).getByRole('heading', { name: 'Chosen formats (3)' })).toBeTruthy()

    await user.click(within(allFormats()).getByRole('checkbox', { name: 'E-Journal article' }))
    expect(chosenNames()).toEqual(['Book', 'Journal article'])

    await user.click(within(chosenFormats()).getByRole('button', { name: 'Remove Book' }))
    expect(chosenNames()).toEqual(['Journal article'])
    expect(screen.getByText('Book removed from quick access.')).toBeTruthy()
    // Focus moved to the row that took the removed one's place.
    expect(document.activeElement).toBe(
      within(chosenFormats()).getByRole('button', { name: 'Remove Journal article' }),
    )
    expect(within(allFormats()).getByRole('checkbox', { name: 'Journal article' })).toHaveProperty(
      'checked',
      true,
    )

    await user.click(within(chosenFormats()).getByRole('checkbox', { name: 'Journal article' }))
    expect(chosenNames()).toEqual([])
    expect(within(chosenFormats()).getByText('No formats chosen yet')).toBeTruthy()

    for (const id of [13, 24, 25]) quickAccessStore.getState().add(id)
    await waitFor(() => expect(chosenNames()).toHaveLength(3))
    await user.click(within(chosenFormats()).getByRole('button', { name: 'Delete all' }))
    expect(chosenNames()).toEqual([])
    expect(quickAccessStore.getState().formatIds).toEqual([])
    expect(screen.getByText('All chosen formats removed.')).toBeTruthy()
    expect(document.activeElement).toBe(
      within(chosenFormats()).getByRole('heading', { name: 'Chosen formats (0)' }),
    )
  })

  it('says so and leaves the lists as they were when storage is full', async () => {
    render(<Toaster />)
    const { user } = await openModal()
    const restore = fillStorage()
    try {
      await user.click(within(allFormats()).getByRole('checkbox', { name: 'Journal article' }))
      expect((await screen.findByRole('alert')).textContent).toContain('Your browser storage is full')
      expect(within(allFormats()).getByRole('checkbox', { name: 'Journal article' })).toHaveProperty(
        'checked',
        false,
      )
      await user.click(within(chosenFormats()).getByRole('button', { name: 'Remove Book' }))
      await user.click(within(chosenFormats()).getByRole('button', { name: 'Delete all' }))
    } finally {
      restore()
    }
    expect(chosenNames()).toEqual(['Book'])
    expect(quickAccessStore.getState().formatIds).toEqual([1])
    expect(
      screen.queryByText(/added to quick access|removed from quick access|All chosen formats removed/),
    ).toBeNull()
    expect(await screen.findByRole('dialog', { name: 'Quick access' })).toBeTruthy()
  })

  it('sorts all formats by name or by use, and searches by name', async () => {
    const { user } = await openModal()
    const names = () =>
      within(allFormats())
        .getAllByRole('checkbox')
        .map((box) => box.closest('li')?.textContent)
    expect(within(allFormats()).getByText('43 formats')).toBeTruthy()
    expect(names().slice(0, 3)).toEqual([
      'Artwork',
      'Australian Bureau of Statistics Report',
      'Blog or Blog Post',
    ])
    await user.selectOptions(within(allFormats()).getByRole('combobox', { name: 'Sort by' }), 'Most used')
    expect(names()[0]).toBe('Print conference paper')
    expect(names()).toHaveLength(43)

    await user.type(within(allFormats()).getByRole('searchbox', { name: 'Search formats' }), 'conference WEB')
    expect(names()).toEqual(['Published conference paper from a webpage'])
    await user.clear(within(allFormats()).getByRole('searchbox', { name: 'Search formats' }))
    await user.type(within(allFormats()).getByRole('searchbox', { name: 'Search formats' }), 'zzz')
    expect(within(allFormats()).getByText('No format matches “zzz”.')).toBeTruthy()
    expect(within(allFormats()).getByText('0 formats found')).toBeTruthy()
  })
})
