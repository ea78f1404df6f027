import { expect, type Page, test } from '@playwright/test'
import { fitsWidth, seriousAxeIssuesIn } from '../../support/pageChecks.ts'
import { openMenu } from '../headerSteps.ts'
import { verifiedStudent } from '../orders/orderSteps.ts'

const samples = (page: Page) => page.getByRole('region', { name: 'Samples from the archive' })
const lecturers = (page: Page) => page.getByRole('region', { name: 'Lecturers and their ratings' })

/** The header's search as a student uses it: type, pick the course the header suggests, Enter. */
async function searchCourse(page: Page, typed: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Search' }).click()
  const box = page.getByRole('combobox', { name: 'Search samples' })
  await box.fill(typed)
  await expect(page.getByRole('option', { name: /ECON1192/ })).toBeVisible()
  await box.press('ArrowDown')
  await box.press('Enter')
}

for (const width of [1280, 375]) {
  const phone = width < 630
  test(`a student finds a course from the header, cites one of its samples and reads its lecturers' ratings (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: phone ? 740 : 900 })
    await verifiedStudent(page, '/archive')
    await searchCourse(page, 'econ1192', phone)
    await expect(page).toHaveURL(/\/course\/ECON1192$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Macroeconomics 1')

    // The archive's part: samples with their previews, most helpful first; Cite adds one to the citation tool.
    const shelf = samples(page)
    const first = shelf.getByRole('listitem').first()
    await expect(first.getByRole('link', { name: /^Open / })).toBeVisible()
    await expect
      .poll(
        () =>
          first.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(0)
    const title = (await first.getByRole('heading').textContent()) ?? ''
    await first.getByRole('button', { name: `Cite ${title}` }).click()
    await expect(first.getByRole('status')).toContainText('In your project')

    // The feedback's part: the course's lecturers with their ratings for it.
    const ratings = lecturers(page)
    // Below the samples on a phone, drawn as it is scrolled to.
    await ratings.scrollIntoViewIfNeeded()
    await expect(ratings.getByRole('heading', { level: 3 }).first()).toBeVisible()
    await expect(ratings.getByText(/would take again/i).first()).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssuesIn(page, 'main')).toEqual([])

    // Starred, it is in My courses.
    await page.getByRole('button', { name: 'Add to My courses' }).click()
    await expect(page.getByRole('button', { name: 'In My courses' })).toHaveAttribute('aria-pressed', 'true')
    if (phone) {
      const drawer = await openMenu(page)
      await expect(drawer.getByRole('link', { name: 'ECON1192 Macroeconomics 1' })).toBeVisible()
      await drawer.getByRole('button', { name: 'Close menu' }).click()
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'My courses' }).click()
      await expect(page.getByRole('menuitem', { name: 'ECON1192 Macroeconomics 1' })).toBeVisible()
      await page.keyboard.press('Escape')
    }

    await first.getByRole('link', { name: 'Open the citation tool' }).click()
    await expect(page.getByRole('button', { name: new RegExp(`^Edit: ${title}`) })).toBeVisible()
  })
}

test('with the feedback remote down, the course page still shows its samples, and Retry brings the lecturers', async ({
  page,
}) => {
  let blocked = true
  await page.route('**/mf/feedback/**', (route) => (blocked ? route.abort() : route.fallback()))
  await verifiedStudent(page, '/course/ECON1192')
  await expect(samples(page).getByRole('listitem').first()).toBeVisible()
  await lecturers(page).scrollIntoViewIfNeeded()
  const panel = lecturers(page).getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(panel).toBeVisible()
  blocked = false
  await panel.getByRole('button', { name: 'Retry' }).click()
  await expect(lecturers(page).getByRole('heading', { level: 3 }).first()).toBeVisible()
})
