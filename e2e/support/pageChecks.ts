import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Checks every journey makes of a page; each area's steps say which part of the page is theirs. */

/** Whether nothing sticks out sideways (the 375 px checks): the page is no wider than the viewport. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

/**
 * Accessibility problems axe rates serious or critical within `scope` (a CSS selector) and in any open dialog
 * (modals live in a portal), as `rule: target` lines; empty when there are none.
 */
export async function seriousAxeIssuesIn(page: Page, scope: string): Promise<string[]> {
  let axe = new AxeBuilder({ page }).include(scope)
  if ((await page.locator('dialog[open]').count()) > 0) axe = axe.include('dialog[open]')
  const { violations } = await axe.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}
