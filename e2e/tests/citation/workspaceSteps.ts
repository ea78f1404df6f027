import { expect, type Locator, type Page } from '@playwright/test'
import { animationsSettled } from '../../support/pageChecks.ts'
import { shellRendered } from '../../support/shellRendered.ts'

export const PROJECTS_KEY = 'unikit:v2:citation:projects'
export const ACTIVE_PROJECT_KEY = 'unikit:v2:citation:active-project'
export const CITATIONS_KEY = 'unikit:v2:citation:citations'
export const MIGRATION_FLAG_KEY = 'unikit:v2:citation:migration'

export const book = {
  formatId: 1,
  item: {
    type: 'book',
    author: [{ family: 'Nguyễn', given: 'Thị Minh' }],
    issued: { 'date-parts': [[2018]] },
    title: 'Success in academic writing',
    edition: '2',
    publisher: 'Palgrave',
    'publisher-place': 'Basingstoke',
  },
}
export const article = {
  formatId: 7,
  item: {
    type: 'article-journal',
    author: [
      { family: 'Ayoob', given: 'Mohammed' },
      { family: 'Chen', given: 'Li' },
    ],
    issued: { 'date-parts': [[2021]] },
    title: 'Reading habits of university students',
    'container-title': 'Journal of Higher Education',
    volume: '12',
    issue: '3',
    page: '45-67',
  },
}

export type SeedProject = { id: number; title: string; folderName?: string; styleId?: string }
export type SeedCitation = { id: string; projectId: number; formatId: number; item: unknown; copy?: boolean }

/** Puts a workspace into the browser's storage (as a previous visit would have), then loads the tool on it. */
export async function openSeeded(
  page: Page,
  projects: SeedProject[],
  citations: SeedCitation[] = [],
  active: number | null = projects[0]?.id ?? null,
) {
  await page.goto('/citation')
  await page.evaluate(
    ({ keys, projects, citations, active }) => {
      localStorage.clear()
      localStorage.setItem(
        keys.projects,
        JSON.stringify(projects.map((p) => ({ styleId: 'rmit-harvard', ...p }))),
      )
      localStorage.setItem(
        keys.citations,
        JSON.stringify(citations.map((c) => ({ time: 1_700_000_000_000, ...c }))),
      )
      if (active !== null) localStorage.setItem(keys.active, JSON.stringify(active))
      localStorage.setItem(keys.flag, '3')
    },
    {
      keys: {
        projects: PROJECTS_KEY,
        citations: CITATIONS_KEY,
        active: ACTIVE_PROJECT_KEY,
        flag: MIGRATION_FLAG_KEY,
      },
      projects,
      citations,
      active,
    },
  )
  await page.reload()
  await shellRendered(page)
  await expect(listingHeading(page)).toBeVisible()
  // The seeded workspace has been read: the listing's buttons are live, their colours done changing.
  await expect(page.getByRole('button', { name: '+ New citation' })).toBeEnabled()
  await animationsSettled(page)
}

export const listingHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Citation' })
export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Projects' })
export const projectButton = (page: Page, title: string) =>
  sidebar(page).getByRole('button', { name: title, exact: true })
export const activeProject = (page: Page) => sidebar(page).locator('button[aria-current="true"]')
/** A project's row, the thing that is dragged and dropped on. */
export const projectRow = (page: Page, title: string) =>
  sidebar(page).locator('[data-drop-kind="project"]', {
    has: page.getByRole('button', { name: title, exact: true }),
  })
export const folderRow = (page: Page, name: string) =>
  sidebar(page).locator(`[data-drop-kind="folder"][data-drop-id="${name}"]`)
export const liveRegion = (page: Page) => sidebar(page).locator('[aria-live="polite"]')
export const citationTable = (page: Page) => page.getByRole('table', { name: /^Citations of / })

/** The project names in sidebar order (folders' projects included): `await expect(…).toHaveText([...])`. */
export const projectNames = (page: Page) => sidebar(page).locator('[data-drop-kind="project"] > button')

export async function chooseAction(page: Page, menu: string, item: string) {
  await sidebar(page).getByRole('button', { name: menu }).click()
  await sidebar(page).getByRole('menuitem', { name: item }).click()
}

/** Drags `source` onto `target` at `y` pixels from the target's top (Playwright's mouse, so pointer events). */
export async function dragOnto(source: Locator, target: Locator, y: number | 'middle' | 'top' | 'bottom') {
  const box = await target.boundingBox()
  if (!box) throw new Error('The drop target is not visible')
  const offset = y === 'middle' ? box.height / 2 : y === 'top' ? 4 : y === 'bottom' ? box.height - 4 : y
  await source.dragTo(target, { sourcePosition: { x: 60, y: 20 }, targetPosition: { x: 60, y: offset } })
}

/** A folder's open/close button (named by the folder; its project count is its description). */
export const folderButton = (page: Page, name: string) =>
  sidebar(page).getByRole('button', { name, exact: true })
