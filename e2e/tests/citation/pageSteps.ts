import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Checks of the citation page shared by its journeys (the form, settings and workspace steps import them from
 * here, so there is one of each).
 */

/**
 * Accessibility problems axe rates serious or critical in the citation remote and any open modal (a portal), as
 * `rule: target` lines; empty when there are none. The shell's header and footer are the shell's tests' business.
 */
export async function seriousAxeIssues(page: Page): Promise<string[]> {
  let axe = new AxeBuilder({ page }).include('[data-remote="citation"]')
  if ((await page.locator('dialog[open]').count()) > 0) axe = axe.include('dialog[open]')
  const { violations } = await axe.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}

/** Whether nothing sticks out sideways (the 375 px checks). */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
