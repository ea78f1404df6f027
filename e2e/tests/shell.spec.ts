import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { renderedContrast } from '../support/contrast.ts'
import { animationsSettled } from '../support/pageChecks.ts'
import { shellRendered } from '../support/shellRendered.ts'
import { newStudent, signInInDialog } from './accounts/accountSteps.ts'

test.describe('the shell composes the remotes', () => {
  test('the home route loads the landing remote inside the layout', async ({ page }) => {
    await page.goto('/')
    await shellRendered(page)
    await expect(page.locator('[data-remote="landing"]')).toBeAttached()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'My balance' })).toBeVisible()
  })

  test('the layout (header, menus, balance bar, footer) has no serious or critical axe issue', async ({
    page,
  }) => {
    await page.goto('/who-we-are')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).analyze()
    const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
  })

  test('/citation loads the citation remote', async ({ page }) => {
    await page.goto('/citation')
    await shellRendered(page)
    await expect(page.locator('[data-remote="citation"]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })

  test('an unknown path ends at /404 with "Page not found"', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  })

  test('a route that needs a login opens the login dialog, and Escape does not close it', async ({
    page,
  }) => {
    await page.goto('/order/new')
    const dialog = page.getByRole('dialog', { name: 'Sign in' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeVisible()
    await expect(page.locator('[data-remote="orders"]')).toHaveCount(0)
    await dialog.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(dialog).toBeHidden()
  })

  test('what scrolls into view stops below the sticky header, at its real height', async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 640 })
      await page.goto('/citation')
      await shellRendered(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0
      // The page's heading, brought back into view from further down as an anchor or a focus jump would (a
      // spacer makes the page long enough to scroll at any width).
      const target = page.getByRole('main').getByRole('heading', { level: 1 })
      await target.evaluate((element) => {
        const spacer = document.createElement('div')
        spacer.style.height = '3000px'
        document.body.append(spacer)
        window.scrollTo(0, 1500)
        element.scrollIntoView({ block: 'start' })
      })
      const box = await target.boundingBox()
      expect(box?.y ?? 0, `${width} px`).toBeGreaterThanOrEqual(headerBottom)
    }
  })

  test('Enter in the header search opens the archive’s results for the trimmed query; typing moves nothing', async ({
    page,
  }) => {
    await page.goto('/citation')
    const search = page.getByRole('combobox', { name: 'Search samples' })
    await search.fill('  marketing plan  ')
    await expect(page).toHaveURL(/\/citation$/)
    await search.press('Enter')
    await expect(page).toHaveURL(/\/archive\/search\?q=marketing(%20|\+)plan$/)
  })
})

test.describe('a signed-in student moving between the remotes', () => {
  test('lands on each remote’s page by the header’s links and search, never on /404', async ({
    page,
    request,
  }) => {
    const student = newStudent('Lan')
    const signup = await request.post('/api/private/signup', {
      data: {
        first_name: student.firstName,
        last_name: student.lastName,
        email: student.email,
        password: student.password,
      },
    })
    expect(signup.ok()).toBe(true)
    // Every address the app moves to, including a redirect to /404 that would not last.
    await page.addInitScript(() => {
      const visited: string[] = []
      Object.assign(window, { unikitVisited: visited })
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = History.prototype[method]
        History.prototype[method] = function (this: History, data, unused, url) {
          if (url) visited.push(String(url))
          return original.call(this, data, unused, url)
        }
      }
    })

    await page.goto('/order/new')
    await signInInDialog(page, student.studentNumber, student.password)
    const heading = page.getByRole('main').getByRole('heading', { level: 1 })
    await expect(heading).toHaveText('New order')
    const quickNav = page.getByRole('navigation', { name: 'Quick navigation' })
    const headerSearch = page.getByRole('banner').getByRole('combobox', { name: 'Search samples' })

    // Orders → archive by the quick navigation, and back.
    await quickNav.getByRole('link', { name: 'Archive' }).click()
    await expect(page).toHaveURL(/\/archive$/)
    await expect(heading).toHaveText('Core courses')
    await page.goBack()
    await expect(page).toHaveURL(/\/order\/new$/)
    await expect(heading).toHaveText('New order')

    // Orders → the archive's results by the header search: the page names the query and lists what matches.
    await headerSearch.fill('marketing plan')
    await headerSearch.press('Enter')
    await expect(page).toHaveURL(/\/archive\/search\?q=marketing(\+|%20)plan$/)
    await expect(heading).toHaveText('Search for: marketing plan')
    await expect(
      page.getByRole('link', { name: 'Marketing plan sample: a bubble tea brand in Saigon' }),
    ).toBeVisible()
    // The results page has its own box, holding the query; the header's steps aside there.
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search samples' })).toHaveValue(
      'marketing plan',
    )
    await expect(headerSearch).toBeHidden()

    // Archive → feedback by the main menu.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learning' }).click()
    await page.getByRole('menuitem', { name: 'Feedback' }).click()
    await expect(page).toHaveURL(/\/feedback$/)
    await expect(heading).toHaveText('Lecturer feedback')
    await expect(headerSearch).toHaveValue('')

    // Feedback → the results again, and Back to feedback.
    await headerSearch.fill('cosc')
    await headerSearch.press('Enter')
    await expect(page).toHaveURL(/\/archive\/search\?q=cosc$/)
    await expect(heading).toHaveText('Search for: cosc')
    await page.goBack()
    await expect(page).toHaveURL(/\/feedback$/)
    await expect(heading).toHaveText('Lecturer feedback')

    const visited = await page.evaluate(
      () => (window as unknown as { unikitVisited: string[] }).unikitVisited,
    )
    expect(visited.filter((url) => url.includes('/404'))).toEqual([])
  })
})

test.describe('the header, signed in', () => {
  test('every control reads at 4.5:1 or better at rest, hovered, focused and open', async ({
    page,
    request,
  }) => {
    const student = newStudent('Lan')
    await request.post('/api/private/signup', {
      data: {
        first_name: student.firstName,
        last_name: student.lastName,
        email: student.email,
        password: student.password,
      },
    })
    await page.goto('/order/new')
    await signInInDialog(page, student.studentNumber, student.password)
    const banner = page.getByRole('banner')
    const name = banner.getByRole('button', { name: student.firstName })
    await expect(name).toBeVisible()
    const controls = [
      banner.getByRole('link', { name: 'Unikit' }),
      banner.getByRole('button', { name: 'Learning' }),
      banner.getByRole('button', { name: 'About us' }),
      banner.getByRole('combobox', { name: 'Search samples' }),
      name,
    ]
    const low: string[] = []
    const check = async (control: (typeof controls)[number], state: string) => {
      await animationsSettled(page)
      const ratio = await renderedContrast(control)
      if (ratio < 4.5)
        low.push(
          `${(await control.getAttribute('aria-label')) ?? (await control.textContent())} ${state} ${ratio.toFixed(2)}`,
        )
    }
    for (const control of controls) {
      await page.mouse.move(0, 600)
      await check(control, 'at rest')
      await control.hover()
      await check(control, 'hovered')
      await control.focus()
      await check(control, 'focused')
    }
    await name.click()
    await expect(name).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.move(0, 600)
    await check(name, 'open')
    expect(low).toEqual([])
  })
})
