import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** Checks every journey makes of a page; each area's steps say which part of the page is theirs. */

/**
 * Waits until every running CSS animation and transition has finished, so geometry is read where things come to
 * rest and not mid-slide (two boxes measured a frame apart differ by a pixel while a pane slides in).
 */
export const animationsSettled = (page: Page) =>
  page.evaluate(async () => {
    // A spinner turns forever: only the animations that end are waited for.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
  })

/** Whether nothing sticks out sideways (the 375 px checks), once motion has settled: no wider than the viewport. */
export async function fitsWidth(page: Page): Promise<boolean> {
  await animationsSettled(page)
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
}

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
