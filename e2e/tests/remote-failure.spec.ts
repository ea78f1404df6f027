import { expect, test } from '@playwright/test'

test('a remote whose manifest is blocked shows an error panel with Retry, and the header keeps working', async ({
  page,
}) => {
  let blocked = true
  await page.route('**/mf/citation/mf-manifest.json', (route) => (blocked ? route.abort() : route.fallback()))

  await page.goto('/citation')
  const panel = page.getByRole('alert').filter({ hasText: 'could not be loaded' })
  await expect(panel).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible()

  // The rest of the platform is unaffected.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click()
  await expect(page.locator('[data-remote="landing"]')).toBeAttached()

  // Once the remote is reachable again, Retry brings it in without a reload.
  await page.goto('/citation')
  await expect(panel).toBeVisible()
  blocked = false
  await panel.getByRole('button', { name: 'Retry' }).click()
  await expect(page.locator('[data-remote="citation"]')).toBeAttached()
})
