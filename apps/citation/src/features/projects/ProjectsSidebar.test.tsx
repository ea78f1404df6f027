import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderCitationPage } from '../../../test/renderCitationPage.tsx'
import { bookEntry } from '../../../test/workspaceFixtures.ts'
import { ACTIVE_PROJECT_KEY, CITATIONS_KEY, PROJECTS_KEY } from '../../store/storageKeys.ts'
import { readStoredWorkspace } from '../../store/workspace.ts'

function seed(projects: Array<{ id: number; title: string; folderName?: string }>, active = projects[0]?.id) {
  localStorage.setItem(
    PROJECTS_KEY,
    JSON.stringify(projects.map((project) => ({ styleId: 'rmit-harvard', ...project }))),
  )
  if (active !== undefined) localStorage.setItem(ACTIVE_PROJECT_KEY, String(active))
  localStorage.setItem(
    CITATIONS_KEY,
    JSON.stringify([{ id: 'c1', projectId: projects[0]?.id, ...bookEntry, time: 1 }]),
  )
}

const sidebar = () => screen.getByRole('complementary', { name: 'Projects' })
const titles = () =>
  within(sidebar())
    .getAllByRole('button')
    .filter((button) => button.closest('[data-drop-kind="project"]') && !button.closest('[data-menu-for]'))
    .map((button) => button.textContent)
const activeTitle = () => within(sidebar()).getByRole('button', { current: true }).textContent
async function chooseAction(menu: string, item: string) {
  await userEvent.click(within(sidebar()).getByRole('button', { name: menu }))
  await userEvent.click(within(sidebar()).getByRole('menuitem', { name: item }))
}
const liveRegion = () => sidebar().querySelector('[aria-live="polite"]')

describe('the projects sidebar', () => {
  it('creates a project with its name box in rename mode; Enter saves it', async () => {
    seed([{ id: 100, title: 'Essay' }])
    const { router } = renderCitationPage()
    await userEvent.click(await screen.findByRole('button', { name: 'New project' }))
    const box = within(sidebar()).getByRole('textbox', { name: 'Project name' })
    expect(box).toHaveProperty('value', 'New project name')
    expect(document.activeElement).toBe(box)
    await userEvent.clear(box)
    await userEvent.type(box, 'Literature review{Enter}')
    expect(titles()).toEqual(['Essay', 'Literature review'])
    expect(activeTitle()).toBe('Literature review')
    const created = readStoredWorkspace().projects[1]
    expect(created?.title).toBe('Literature review')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/citation/${created?.id}`))
  })

  it('renames: Escape cancels, leaving the box saves, an empty name keeps the old title', async () => {
    seed([{ id: 100, title: 'Essay' }])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for Essay', 'Rename')
    await userEvent.type(within(sidebar()).getByRole('textbox', { name: 'Project name' }), 'Draft{Escape}')
    expect(titles()).toEqual(['Essay'])
    await chooseAction('Actions for Essay', 'Rename')
    const box = within(sidebar()).getByRole('textbox', { name: 'Project name' })
    await userEvent.clear(box)
    await userEvent.type(box, 'Final essay')
    await userEvent.click(screen.getByRole('heading', { name: 'Citation', level: 1 }))
    expect(titles()).toEqual(['Final essay'])
    await chooseAction('Actions for Final essay', 'Rename')
    await userEvent.clear(within(sidebar()).getByRole('textbox', { name: 'Project name' }))
    await userEvent.keyboard('{Enter}')
    expect(titles()).toEqual(['Final essay'])
    expect(readStoredWorkspace().projects[0]?.title).toBe('Final essay')
  })

  it('duplicates a project; the copy becomes active with the citations', async () => {
    seed([
      { id: 100, title: 'Essay' },
      { id: 200, title: 'Report' },
    ])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for Essay', 'Duplicate')
    expect(titles()).toEqual(['Essay', 'Essay (copy)', 'Report'])
    expect(activeTitle()).toBe('Essay (copy)')
    expect(await screen.findByRole('table', { name: 'Citations of Essay (copy)' })).toBeTruthy()
    expect(screen.getByText('copy')).toBeTruthy()
  })

  it('merges through the "Merge project" dialog', async () => {
    seed([
      { id: 100, title: 'Essay' },
      { id: 200, title: 'Report' },
      { id: 300, title: 'Thesis' },
    ])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for Essay', 'Merge…')
    const dialog = await screen.findByRole('dialog', { name: 'Merge project' })
    const select = within(dialog).getByRole('listbox', { name: 'Merge with project:' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Report', 'Thesis'])
    await userEvent.selectOptions(select, 'Thesis')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(titles()).toEqual(['Report', 'Thesis'])
    expect(activeTitle()).toBe('Thesis')
    expect(await screen.findByRole('table', { name: 'Citations of Thesis' })).toBeTruthy()
  })

  it('offers a list box even when there is only one other project', async () => {
    seed([
      { id: 100, title: 'Essay' },
      { id: 200, title: 'Report' },
    ])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for Essay', 'Merge…')
    const dialog = await screen.findByRole('dialog', { name: 'Merge project' })
    const list = within(dialog).getByRole('listbox', { name: 'Merge with project:' })
    expect((list as HTMLSelectElement).size).toBe(2)
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Report'])
    expect(within(list).getByRole('option', { name: 'Report' })).toHaveProperty('selected', true)
  })

  it('deletes a project after confirming', async () => {
    seed([
      { id: 100, title: 'Essay' },
      { id: 200, title: 'Report' },
    ])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for Essay', 'Delete…')
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Delete “Essay” and its 1 citation?')).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(titles()).toEqual(['Report'])
    expect(activeTitle()).toBe('Report')
    expect(readStoredWorkspace().citations).toEqual([])
  })

  it('moves projects by keyboard and announces it', async () => {
    seed([
      { id: 100, title: 'Essay' },
      { id: 200, title: 'Report' },
    ])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    const menu = within(sidebar()).getByRole('button', { name: 'Actions for Essay' })
    menu.focus()
    await userEvent.keyboard('{Enter}')
    expect(within(sidebar()).getByRole('menuitem', { name: 'Move up' }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    await userEvent.click(within(sidebar()).getByRole('menuitem', { name: 'Move down' }))
    expect(titles()).toEqual(['Report', 'Essay'])
    expect(liveRegion()?.textContent).toBe('“Essay” moved down.')
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(sidebar()).getByRole('button', { name: 'Actions for Essay' }),
      ),
    )
  })

  it('moves a project to a new folder and out again; folders open and close', async () => {
    seed([
      { id: 100, title: 'Essay' },
      { id: 200, title: 'Report' },
    ])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for Report', 'Move to folder…')
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' })
    expect(within(dialog).getByRole('textbox', { name: 'New folder name' })).toHaveProperty(
      'value',
      'New folder',
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    const folder = within(sidebar()).getByRole('button', { name: 'New folder', description: '1 project' })
    expect(folder.getAttribute('aria-expanded')).toBe('true')
    expect(liveRegion()?.textContent).toBe('“Report” moved to folder “New folder”.')
    await userEvent.click(folder)
    expect(folder.getAttribute('aria-expanded')).toBe('false')
    expect(within(sidebar()).queryByRole('button', { name: 'Report' })).toBeNull()
    await userEvent.click(folder)
    await chooseAction('Actions for Report', 'Remove from folder')
    expect(within(sidebar()).queryByRole('button', { name: /^New folder/ })).toBeNull()
    expect(titles()).toEqual(['Essay', 'Report'])
  })

  it('refuses a folder name another folder has, inline', async () => {
    seed([
      { id: 100, title: 'Essay', folderName: 'Semester 1' },
      { id: 200, title: 'Report', folderName: 'Semester 2' },
    ])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for folder Semester 2', 'Rename')
    const box = within(sidebar()).getByRole('textbox', { name: 'Folder name' })
    await userEvent.clear(box)
    await userEvent.type(box, 'semester 1{Enter}')
    expect(
      within(sidebar()).getByText(
        '⛔ A folder with that name already exists. Please choose a different name.',
      ),
    ).toBeTruthy()
    await userEvent.clear(box)
    await userEvent.type(box, 'Semester 3{Enter}')
    expect(readStoredWorkspace().projects.map((project) => project.folderName)).toEqual([
      'Semester 1',
      'Semester 3',
    ])
  })

  it("makes a project inside a folder from the folder's menu, and ungroups", async () => {
    seed([{ id: 100, title: 'Essay', folderName: 'Semester 1' }])
    renderCitationPage()
    await screen.findByRole('button', { name: 'Essay' })
    await chooseAction('Actions for folder Semester 1', 'New project')
    await userEvent.type(within(sidebar()).getByRole('textbox', { name: 'Project name' }), '{Enter}')
    expect(readStoredWorkspace().projects.map((p) => [p.title, p.folderName])).toEqual([
      ['Essay', 'Semester 1'],
      ['New project name', 'Semester 1'],
    ])
    await chooseAction('Actions for folder Semester 1', 'Ungroup')
    expect(readStoredWorkspace().projects.map((p) => p.folderName)).toEqual([undefined, undefined])
  })
})

describe('the address', () => {
  it('names the active project', async () => {
    seed(
      [
        { id: 100, title: 'Essay' },
        { id: 200, title: 'Report' },
      ],
      200,
    )
    const { router } = renderCitationPage('/citation')
    await waitFor(() => expect(router.state.location.pathname).toBe('/citation/200'))
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Essay' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/citation/100'))
    await router.navigate(-1)
    await waitFor(() => expect(activeTitle()).toBe('Report'))
  })

  it('selects the project it names', async () => {
    seed(
      [
        { id: 100, title: 'Essay' },
        { id: 200, title: 'Report' },
      ],
      100,
    )
    renderCitationPage('/citation/200')
    await waitFor(() => expect(activeTitle()).toBe('Report'))
    expect(readStoredWorkspace().activeProjectId).toBe(200)
  })

  it('falls back to the active project when it names one this browser does not have', async () => {
    seed([{ id: 100, title: 'Essay' }], 100)
    const { router } = renderCitationPage('/citation/999')
    await waitFor(() => expect(router.state.location.pathname).toBe('/citation/100'))
    expect(
      await screen.findByText('That project is not in this browser, so your current project is shown.'),
    ).toBeTruthy()
  })
})
