import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

test.describe('the shell composes the remotes', () => {
  test('the home route loads the landing remote inside the layout', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('[data-remote="landing"]')).toBeAttached()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'My Balance' })).toBeVisible()
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
    await expect(page.locator('[data-remote="citation"]')).toBeAttached()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  })

  test('an unknown path ends at /404 with "Error Page"', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByRole('heading', { name: 'Error Page' })).toBeVisible()
  })

  test('a route that needs a login opens the login dialog, and Escape does not close it', async ({
    page,
  }) => {
    await page.goto('/order/new')
    const dialog = page.getByRole('dialog', { name: 'Sign In' })
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

  test('typing in the header search moves to the archive home', async ({ page }) => {
    await page.goto('/citation')
    const search = page.getByRole('searchbox', { name: 'Search samples' })
    await search.fill('  marketing plan  ')
    await expect(page).toHaveURL(/\/archive\/home$/)
  })
})
