import { expect, type Page } from '@playwright/test'
import { seriousAxeIssuesIn } from '../../support/pageChecks.ts'

export const heroHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Năm mới, học nhẹ tênh cùng Unikit' })
export const storyHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Một ngày mùa deadline, nghe quen không?' })
export const tourHeading = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Unikit: mọi công cụ học tập ở một nơi' })
export const emailField = (page: Page) => page.getByRole('textbox', { name: 'Email của bạn' })
export const claimButton = (page: Page) => page.getByRole('button', { name: /^(Nhận quà|Đã nhận)$/ })

/** From `/` to step 3, the way a visitor goes: the boarding button, then "Trang tiếp" once it shows. */
export async function openGiftStep(page: Page) {
  await page.goto('/')
  await expect(heroHeading(page)).toBeVisible()
  await page.getByRole('button', { name: 'Lên tàu khám phá' }).click()
  await expect(storyHeading(page)).toBeVisible()
  await page.getByRole('button', { name: 'Trang tiếp' }).click()
  await expect(tourHeading(page)).toBeVisible()
}

/**
 * Serious or critical axe findings in what the landing remote renders (its page and its modal). The shell's
 * own header and footer are the shell's tests' business.
 */
export const seriousAxeIssues = (page: Page) => seriousAxeIssuesIn(page, '[data-remote="landing"]')

export const scrollTop = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollTop ?? 0)
