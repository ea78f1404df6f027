import { expect, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { shellRendered } from '../../support/shellRendered.ts'
import {
  claimButton,
  emailField,
  heroHeading,
  seriousAxeIssues,
  storyHeading,
  tourHeading,
} from './landingSteps.ts'

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, reducedMotion: 'reduce' })

test.describe('the landing page at 375 px', () => {
  test('uses the mobile layout, keeps every step within the width, and stays accessible', async ({
    page,
  }) => {
    await page.goto('/')
    await shellRendered(page)
    await expect(heroHeading(page)).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    await page.getByRole('button', { name: 'Lên tàu khám phá' }).tap()
    await expect(storyHeading(page)).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    // Reduced motion: the new step appears without its slide.
    const animation = await storyHeading(page).evaluate(
      (heading) => getComputedStyle(heading.closest('[data-step] > div > div')!).animationDuration,
    )
    expect(Number.parseFloat(animation)).toBeLessThan(0.001)
    // ...and the timeline's lines are all there at once: no staggered delay keeping them hidden.
    const delays = await page
      .locator('[data-step] ol > li')
      .evaluateAll((lines) => lines.map((line) => getComputedStyle(line).animationDelay))
    expect(delays.length).toBeGreaterThan(1)
    expect(new Set(delays)).toEqual(new Set(['0s']))
    const next = page.getByRole('button', { name: 'Trang tiếp' })
    await next.scrollIntoViewIfNeeded()
    await next.tap()
    await expect(tourHeading(page)).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)

    // The cards stack; a tap opens one.
    const boxes = await page
      .locator('[data-product]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().left))
    expect(new Set(boxes).size).toBe(1)
    await page.getByRole('button', { name: 'Orders' }).tap()
    await expect(page.getByRole('button', { name: 'Orders' })).toHaveAttribute('aria-expanded', 'true')

    // The field and the button stack too, each the full width of the form.
    const field = await emailField(page).boundingBox()
    const button = await claimButton(page).boundingBox()
    expect(button!.y).toBeGreaterThan(field!.y)
    expect(Math.round(button!.width)).toBe(Math.round(field!.width))
    expect(await seriousAxeIssues(page)).toEqual([])

    await emailField(page).fill(`mobile.${Date.now().toString(36)}@rmit.edu.vn`)
    await claimButton(page).tap()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('dialog').getByRole('button', { name: 'Đóng' }).first().tap()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(claimButton(page)).toHaveText('Đã nhận')
  })
})
