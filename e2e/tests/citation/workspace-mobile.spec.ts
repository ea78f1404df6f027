import { expect, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { seriousAxeIssues } from './pageSteps.ts'
import {
  activeProject,
  article,
  book,
  citationTable,
  openSeeded,
  projectButton,
  sidebar,
} from './workspaceSteps.ts'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, reducedMotion: 'reduce' })

test('the workspace at 375 px: no sideways scroll, the projects in a panel, the listing as cards', async ({
  page,
}) => {
  await openSeeded(
    page,
    [
      { id: 1, title: 'Essay' },
      { id: 2, title: 'A report with a rather long title for a small phone screen' },
    ],
    [
      { id: 'essay0001', projectId: 1, ...book },
      { id: 'essay0002', projectId: 1, ...article },
    ],
  )
  expect(await fitsWidth(page)).toBe(true)
  const toggle = sidebar(page).getByRole('button', { name: /^Show projects/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(projectButton(page, 'Essay')).toBeHidden()
  expect(await seriousAxeIssues(page)).toEqual([])

  await toggle.tap()
  await expect(projectButton(page, 'Essay')).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)
  await projectButton(page, 'A report with a rather long title for a small phone screen').tap()
  await expect(activeProject(page)).toBeHidden()
  await expect(sidebar(page).getByRole('button', { name: /^Show projects \(A report/ })).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)

  await sidebar(page)
    .getByRole('button', { name: /^Show projects/ })
    .tap()
  await projectButton(page, 'Essay').tap()
  await expect(citationTable(page)).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)
  await page.getByRole('button', { name: '+ New citation' }).tap()
  await expect(page.getByRole('heading', { name: 'Create new citation' })).toBeVisible()
  expect(await fitsWidth(page)).toBe(true)
})
