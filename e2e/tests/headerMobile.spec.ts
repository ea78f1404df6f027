import { expect, type Page, test } from '@playwright/test'
import { renderedContrast } from '../support/contrast.ts'
import { animationsSettled, fitsWidth, seriousAxeIssuesIn } from '../support/pageChecks.ts'
import { menuButton, menuDrawer, openMenu, pageHeader } from './headerSteps.ts'
import { verifiedStudent } from './orders/orderSteps.ts'

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

test.describe('the header on a phone, signed in', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  test('is one bar of at most 64 px: the logo, the search and the menu', async ({ page }) => {
    const student = await verifiedStudent(page, '/order/new')
    await expect(heading(page)).toHaveText('New order')
    const header = pageHeader(page)
    const box = await header.boundingBox()
    expect(box!.height).toBeLessThanOrEqual(64)
    // The page starts right under the bar: the quick navigation and the balance are not rows of their own.
    const main = await page.locator('#main').boundingBox()
    expect(main!.y - (box!.y + box!.height)).toBeLessThan(1)
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'My balance' })).toHaveCount(0)
    await expect(header.getByRole('link', { name: 'Unikit' })).toHaveAttribute('href', '/')
    await expect(header.getByRole('button', { name: 'Search samples' })).toBeVisible()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(header.getByRole('button', { name: student.firstName })).toHaveCount(0)
    // Anchors stop below the bar's real height.
    const published = await page.evaluate(() =>
      Number.parseFloat(document.documentElement.style.getPropertyValue('--uk-header-height')),
    )
    expect(published).toBeCloseTo(box!.height, 0)
    expect(await fitsWidth(page)).toBe(true)

    // Every control of the bar reads at 4.5:1 or better.
    const low: string[] = []
    for (const control of [
      header.getByRole('link', { name: 'Unikit' }),
      header.getByRole('button', { name: 'Search samples' }),
      menuButton(page),
    ]) {
      await animationsSettled(page)
      const ratio = await renderedContrast(control)
      if (ratio < 4.5) low.push(`${await control.textContent()} ${ratio.toFixed(2)}`)
    }
    expect(low).toEqual([])
  })

  test('the search button opens the field; Enter lands on the results, Escape puts the bar back', async ({
    page,
  }) => {
    await verifiedStudent(page, '/order/new')
    await expect(heading(page)).toHaveText('New order')
    const header = pageHeader(page)
    const searchButton = header.getByRole('button', { name: 'Search samples' })
    await searchButton.click()
    const field = header.getByRole('combobox', { name: 'Search samples' })
    await expect(field).toBeFocused()
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64)
    expect(await renderedContrast(field)).toBeGreaterThanOrEqual(4.5)
    await page.keyboard.type('abc')
    // The first Escape closes the suggestions (the search for the text itself), the next the field.
    await expect(header.getByRole('option', { name: 'Search samples for “abc”' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(header.getByRole('option')).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(field).toHaveCount(0)
    await expect(searchButton).toBeFocused()

    await searchButton.click()
    await page.keyboard.type('  marketing plan  ')
    await expect(page).toHaveURL(/\/order\/new$/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/archive\/search\?q=marketing(%20|\+)plan$/)
    await expect(heading(page)).toHaveText('Search for: marketing plan')
    // The results page has its own box, holding the query: the bar shows no second way to search there.
    await expect(searchButton).toHaveCount(0)
    await expect(page.getByRole('searchbox', { name: 'Search samples' })).toHaveValue('marketing plan')
  })

  test('the menu opens a drawer with the tools, the balance and the account; focus stays inside until Escape', async ({
    page,
  }) => {
    const student = await verifiedStudent(page, '/order/new')
    await expect(heading(page)).toHaveText('New order')
    const drawer = await openMenu(page)
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true')
    await animationsSettled(page)
    const box = await drawer.boundingBox()
    expect(box!.x + box!.width).toBeLessThanOrEqual(375)
    expect(box!.height).toBeGreaterThanOrEqual(739)

    const quick = drawer.getByRole('navigation', { name: 'Quick navigation' })
    for (const tool of ['Citation', 'Archive', 'Feedback'])
      await expect(quick.getByRole('link', { name: tool })).toBeVisible()
    const main = drawer.getByRole('navigation', { name: 'Main' })
    for (const link of ['Home', 'New order', 'My orders', 'Top up', 'Who we are'])
      await expect(main.getByRole('link', { name: link })).toBeVisible()
    await expect(drawer.getByRole('region', { name: 'My balance' })).toContainText('0 ₫')
    const account = drawer.getByRole('region', { name: `${student.firstName} ${student.lastName}` })
    await expect(account.getByRole('link', { name: 'Profile' })).toBeVisible()
    await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible()
    expect(await seriousAxeIssuesIn(page, 'header')).toEqual([])

    // The links read at 4.5:1 or better in the drawer too.
    const low: string[] = []
    for (const link of await drawer.getByRole('link').all()) {
      const ratio = await renderedContrast(link)
      if (ratio < 4.5) low.push(`${await link.textContent()} ${ratio.toFixed(2)}`)
    }
    expect(low).toEqual([])

    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')

    // Tab and Shift+Tab go round inside the drawer, past its first and last control.
    const stops = await drawer.evaluate(
      (element) =>
        element.querySelectorAll('a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]')
          .length,
    )
    const focusInside = () => drawer.evaluate((element) => element.contains(document.activeElement))
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press('Tab')
      expect(await focusInside(), `Tab ${press + 1}`).toBe(true)
    }
    for (let press = 0; press < stops + 2; press += 1) {
      await page.keyboard.press('Shift+Tab')
      expect(await focusInside(), `Shift+Tab ${press + 1}`).toBe(true)
    }

    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(menuButton(page)).toBeFocused()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a tool in the drawer goes there and closes it', async ({ page }) => {
    await verifiedStudent(page, '/order/new')
    await expect(heading(page)).toHaveText('New order')
    const drawer = await openMenu(page)
    await drawer
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Archive' })
      .click()
    await expect(page).toHaveURL(/\/archive$/)
    await expect(heading(page)).toHaveText('Core courses')
    await expect(menuDrawer(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
  })
})

test('at 1280 px the header stays the full row, with the quick navigation and the balance under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const student = await verifiedStudent(page, '/order/new')
  await expect(heading(page)).toHaveText('New order')
  const header = pageHeader(page)
  await expect(
    header.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learning' }),
  ).toBeVisible()
  await expect(header.getByRole('combobox', { name: 'Search samples' })).toBeVisible()
  await expect(header.getByRole('button', { name: student.firstName })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Menu', exact: true })).toHaveCount(0)
  await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'My balance' })).toBeVisible()
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64)
})

test('between the phone’s bar and a laptop the header wraps and keeps everything on the screen', async ({
  page,
}) => {
  const student = await verifiedStudent(page, '/order/new')
  for (const width of [640, 760, 1024]) {
    await page.setViewportSize({ width, height: 800 })
    const header = pageHeader(page)
    await expect(
      header.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About us' }),
    ).toBeInViewport()
    await expect(header.getByRole('combobox', { name: 'Search samples' })).toBeInViewport()
    await expect(header.getByRole('button', { name: student.firstName })).toBeInViewport()
    expect(await fitsWidth(page), `${width} px`).toBe(true)
  }
})
