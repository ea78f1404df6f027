import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderCitationPage } from '../../../test/renderCitationPage.tsx'
import { bookEntry, fillStorage, seedEssayAndReport } from '../../../test/workspaceFixtures.ts'
import { CITATIONS_KEY } from '../../store/storageKeys.ts'
import { readStoredWorkspace } from '../../store/workspace.ts'

const listingHeading = () => screen.queryByRole('heading', { name: 'Citation', level: 1 })

async function openBookForm() {
  await userEvent.click(await screen.findByRole('button', { name: '+ New citation' }))
  const mostUsed = await screen.findByRole('region', { name: /Most used/ })
  await userEvent.click(within(mostUsed).getByRole('button', { name: 'Book' }))
  return screen.findByRole('form', { name: 'Book details' })
}

async function fillBook(form: HTMLElement) {
  // The author's row: a book also has a Translator row with its own First and Last.
  const author = within(form).getByRole('group', { name: 'Author' })
  await userEvent.type(within(author).getByRole('textbox', { name: 'First' }), 'Thị Minh')
  await userEvent.type(within(author).getByRole('textbox', { name: 'Last' }), 'Nguyễn')
  await userEvent.type(within(form).getByRole('textbox', { name: /^Year/ }), '2018')
  await userEvent.type(within(form).getByRole('textbox', { name: /^Title/ }), 'Success in academic writing')
  await userEvent.type(within(form).getByRole('textbox', { name: /^Publisher/ }), 'Palgrave')
  await userEvent.type(within(form).getByRole('textbox', { name: 'Place of publication' }), 'Basingstoke')
}

describe('the citation page', () => {
  it('opens the format selection pane with focus on its heading, and the listing hidden', async () => {
    renderCitationPage()
    await userEvent.click(await screen.findByRole('button', { name: '+ New citation' }))
    const heading = await screen.findByRole('heading', { name: 'Create new citation' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(listingHeading()).toBeNull()
    expect(screen.getByRole('complementary', { name: 'Projects' })).toBeTruthy()
  })

  it('goes home → formats → form; Back returns to the formats, closing to the listing', async () => {
    renderCitationPage()
    await openBookForm()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Create new citation' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Back to citation listing' }))
    await waitFor(() => expect(document.activeElement).toBe(listingHeading()))
    await openBookForm()
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('Are you ready to start your journey?')).toBeTruthy()
  })

  it('saves a first citation into a new "New project name" project, then edits it', async () => {
    const { router } = renderCitationPage()
    await fillBook(await openBookForm())
    await userEvent.click(screen.getByRole('button', { name: 'Cite this!' }))

    const reference = await screen.findByRole('button', {
      name: /^Edit: Nguyễn TM \(2018\) Success in academic writing/,
    })
    await waitFor(() => expect(document.activeElement).toBe(listingHeading()))
    const sidebar = screen.getByRole('complementary', { name: 'Projects' })
    expect(within(sidebar).getByRole('button', { current: true }).textContent).toBe('New project name')
    const [project] = readStoredWorkspace().projects
    await waitFor(() => expect(router.state.location.pathname).toBe(`/citation/${project?.id}`))
    const [saved] = readStoredWorkspace().citations

    await userEvent.click(reference)
    expect(await screen.findByRole('heading', { name: 'Edit citation' })).toBeTruthy()
    const title = screen.getByRole('textbox', { name: /^Title/ })
    expect(title).toHaveProperty('value', 'Success in academic writing')
    await userEvent.clear(title)
    await userEvent.type(title, 'Writing well')
    await userEvent.click(screen.getByRole('button', { name: 'Save!' }))
    expect(await screen.findByRole('button', { name: /^Edit: Nguyễn TM \(2018\) Writing well/ })).toBeTruthy()
    const [edited] = readStoredWorkspace().citations
    expect(edited?.id).toBe(saved?.id)
    expect(edited?.time).toBeGreaterThanOrEqual(saved?.time ?? 0)
    expect(readStoredWorkspace().citations).toHaveLength(1)
  })

  it('keeps the form and what was typed when storage refuses the save', async () => {
    renderCitationPage()
    const form = await openBookForm()
    await fillBook(form)
    const restore = fillStorage()
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Cite this!' }))
      expect((await screen.findByRole('alert')).textContent).toContain('storage is full')
    } finally {
      restore()
    }
    expect(screen.getByRole('heading', { name: 'Create citation' })).toBeTruthy()
    expect(within(form).getByRole('textbox', { name: /^Title/ })).toHaveProperty(
      'value',
      'Success in academic writing',
    )
    expect(readStoredWorkspace().citations).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Cite this!' }))
    expect(await screen.findByRole('button', { name: /^Edit: Nguyễn TM/ })).toBeTruthy()
  })

  describe('when the edited citation goes away', () => {
    async function editAndType() {
      await userEvent.click(await screen.findByRole('button', { name: /^Edit: Nguyễn TM/ }))
      expect(await screen.findByRole('heading', { name: 'Edit citation' })).toBeTruthy()
      const title = screen.getByRole('textbox', { name: /^Title/ })
      await userEvent.clear(title)
      await userEvent.type(title, 'Writing well')
    }

    const notice = () =>
      screen
        .getAllByRole('status')
        .find((region) => region.textContent?.includes('This citation was removed from your list'))

    it('keeps the form and what was typed when its project is deleted, and saves it as new', async () => {
      seedEssayAndReport([{ id: 'c1', projectId: 100, entry: bookEntry }])
      renderCitationPage()
      await editAndType()
      const sidebar = screen.getByRole('complementary', { name: 'Projects' })
      await userEvent.click(within(sidebar).getByRole('button', { name: 'Actions for Essay' }))
      await userEvent.click(within(sidebar).getByRole('menuitem', { name: 'Delete…' }))
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      )

      await waitFor(() => expect(notice()?.textContent).toContain('saving will add it as a new citation'))
      expect(screen.getByRole('heading', { name: 'Edit citation' })).toBeTruthy()
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Writing well')
      expect(screen.queryByRole('button', { name: 'Save!' })).toBeNull()

      await userEvent.click(screen.getByRole('button', { name: 'Cite this!' }))
      expect(
        await screen.findByRole('button', { name: /^Edit: Nguyễn TM \(2018\) Writing well/ }),
      ).toBeTruthy()
      expect(screen.getByText('Citation added')).toBeTruthy()
      const [saved, ...others] = readStoredWorkspace().citations
      expect(others).toEqual([])
      expect(saved).toMatchObject({ projectId: 200, item: { title: 'Writing well' } })
      expect(saved?.id).not.toBe('c1')
    })

    it('keeps the form when another tab removes the citation', async () => {
      seedEssayAndReport([{ id: 'c1', projectId: 100, entry: bookEntry }])
      renderCitationPage()
      await editAndType()
      expect(notice()).toBeUndefined()
      const oldValue = localStorage.getItem(CITATIONS_KEY)
      localStorage.setItem(CITATIONS_KEY, '[]')
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: CITATIONS_KEY,
          oldValue,
          newValue: '[]',
          storageArea: localStorage,
        }),
      )
      await waitFor(() => expect(notice()).toBeTruthy())
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveProperty('value', 'Writing well')
      await userEvent.click(screen.getByRole('button', { name: 'Cite this!' }))
      expect(
        await screen.findByRole('button', { name: /^Edit: Nguyễn TM \(2018\) Writing well/ }),
      ).toBeTruthy()
      expect(readStoredWorkspace().citations).toMatchObject([
        { projectId: 100, item: { title: 'Writing well' } },
      ])
    })
  })
})
