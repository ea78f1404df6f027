import { expect, type Page, test } from '@playwright/test'
import { heroHeading, storyHeading } from './landing/landingSteps.ts'

// `/` and `/citation` come with their first view in the page (docs/decisions/0624-first-views-in-the-page.md), and so do
// `/archive` and `/feedback` for a visitor without a session (docs/decisions/0761-signed-out-first-views-of-gated-pages.md),
// and every course's page (docs/decisions/0766-course-page-first-views.md).

const shellScript = /\/main\.[0-9a-f]+\.js$/

/**
 * Holds back the remotes' manifests, so the shell cannot render over the first view until `release` is called, as on
 * a slow line; resolves once the shell's script runs (it then asks for remotes.json).
 */
async function holdTheShellsRender(page: Page, path: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/mf\/\w+\/mf-manifest\.json$/, async (route) => {
    await released
    await route.continue()
  })
  const scriptRuns = page.waitForRequest(/\/remotes\.json$/)
  await page.goto(path, { waitUntil: 'commit' })
  await scriptRuns
  return () => release()
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the landing and the citation tool show their first view with no script at all', async ({
      page,
    }) => {
      await page.route(shellScript, (route) => route.abort())
      await page.goto('/')
      await expect(heroHeading(page)).toBeVisible()
      // One header and one page: the first view of the other width is not shown, nor read by a screen reader.
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)

      await page.goto('/citation')
      await expect(page.getByRole('heading', { level: 1, name: 'Citation' })).toBeVisible()
      await expect(page.getByRole('banner')).toHaveCount(1)
      await expect(page.getByRole('status').filter({ hasText: 'Loading your citations' })).toBeVisible()
    })

    test('the archive, lecturer feedback and a course’s page show their sign-in gate with no script to a visitor', async ({
      page,
    }) => {
      await page.route(shellScript, (route) => route.abort())
      for (const [path, what] of [
        ['/archive', 'Sample assignments from RMIT Vietnam courses and majors'],
        ['/feedback', 'What students say about their lecturers'],
        ['/course/ECON1192', 'One page per course'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible()
        await expect(page.getByRole('main').getByText(what)).toBeVisible()
        await expect(page.getByRole('banner')).toHaveCount(1)
      }
    })
  })
}

test('a visitor at the archive gets its gate at once, then the locked sign-in dialog over it with no request for a session', async ({
  page,
}) => {
  const sessionAsked: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/private/me')) sessionAsked.push(request.url())
  })
  await page.goto('/archive')
  const dialog = page.getByRole('dialog', { name: 'Sign in' })
  await expect(dialog.getByLabel('Student number')).toBeVisible()
  await expect(page.locator('[data-first-view]')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Sign in to continue' })).toBeAttached()
  expect(sessionAsked).toEqual([])
})

test('a request with a session cookie is not sent the gate, whose session only accounts can judge', async ({
  page,
}) => {
  const headers = { accept: 'text/html', cookie: '__Host-unikit-session=ended' }
  const response = await page.request.get('/archive', { headers })
  expect(await response.text()).not.toContain('data-first-view')
})

test('a press on the landing’s first view before the shell has rendered is kept, and the view is replaced', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  const release = await holdTheShellsRender(page, '/')
  await page.getByRole('button', { name: 'Lên tàu khám phá' }).click()
  release()

  await expect(storyHeading(page)).toBeVisible()
  await expect(page.locator('[data-first-view]')).toHaveCount(0)
  expect(errors).toEqual([])
})

test('what is typed into the citation search before the shell has rendered stays typed', async ({ page }) => {
  const release = await holdTheShellsRender(page, '/citation')
  await page.getByRole('searchbox', { name: 'Search citations' }).fill('harvard')
  release()

  await expect(page.getByRole('button', { name: '+ New citation' })).toBeEnabled()
  await expect(page.locator('[data-first-view]')).toHaveCount(0)
  await expect(page.getByRole('searchbox', { name: 'Search citations' })).toHaveValue('harvard')
  await expect(page.getByRole('searchbox', { name: 'Search citations' })).toBeFocused()
})

test('Enter in the header search before the shell has rendered opens the archive’s results', async ({
  page,
}) => {
  const release = await holdTheShellsRender(page, '/citation')
  const search = page.getByRole('combobox', { name: 'Search samples' })
  await search.fill('  marketing plan  ')
  await search.press('Enter')
  await expect(page).toHaveURL(/\/citation$/)
  release()

  await expect(page).toHaveURL(/\/archive\/search\?q=marketing(%20|\+)plan$/)
})
