import { expect, type Page } from '@playwright/test'

/**
 * Waits until the shell has rendered over the first view `/` and `/citation` come with
 * (docs/decisions/0624-first-views-in-the-page.md). A student sees the same page before and after; a test that looks
 * past what is shown (the page's scroll lock, the node a font is drawn in, a remote's element) needs the live one.
 */
export async function shellRendered(page: Page) {
  await expect(page.locator('#root > [data-first-view]')).toHaveCount(0)
}
