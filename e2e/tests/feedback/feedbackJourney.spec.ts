import { expect, type Page, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { dialog, seriousAxeIssues, signInInDialog, storedToken } from '../accounts/accountSteps.ts'
import { staffLogin, verifiedStudent } from '../orders/orderSteps.ts'

const insightsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^Insights \(\d+\)$/ })
const insightCount = async (page: Page) =>
  Number(/\((\d+)\)/.exec((await insightsHeading(page).textContent()) ?? '')?.[1])
const insightItems = (page: Page) => page.locator('section[aria-labelledby="insights-heading"] ol > li')
const allTimeOverall = (page: Page) =>
  page
    .getByRole('row', { name: /^Overall/ })
    .getByRole('cell')
    .nth(1)

test.describe('lecturer feedback', () => {
  test('a student finds a lecturer without diacritics, reads the averages, provides and edits an insight, and a reported insight is hidden from the desk', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await verifiedStudent(page, '/feedback')
    await expect(page.getByRole('heading', { level: 1, name: 'Lecturer feedback' })).toBeVisible()
    await expect(
      page.getByRole('list', { name: 'Recently rated lecturers' }).getByRole('listitem').first(),
    ).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    await page.getByRole('searchbox', { name: 'Search lecturers' }).fill('nguyen van')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Search for: nguyen van' })).toBeVisible()
    await page.getByRole('link', { name: 'Nguyễn Văn An' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Nguyễn Văn An' })).toBeVisible()
    await expect(insightsHeading(page)).toBeVisible()

    // The averages are those of the seeded insights.
    const id = Number(/lecturer\/(\d+)/.exec(page.url())?.[1])
    const token = await storedToken(page)
    const answer = await page.request.get(`/api/private/teacher/rating/list?teacher_id=${id}&page_size=50`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const { data, total } = (await answer.json()) as { data: { rating: { all: number } }[]; total: number }
    const mean = data.reduce((sum, row) => sum + row.rating.all, 0) / data.length
    await expect(allTimeOverall(page)).toHaveText(`${(Math.round(mean * 10) / 10).toFixed(1)} out of 5`)
    expect(await insightCount(page)).toBe(total)
    expect(await seriousAxeIssues(page)).toEqual([])

    // SEE MORE adds five, Collapse takes them away.
    await expect(insightItems(page)).toHaveCount(5)
    await page.getByRole('button', { name: 'See more' }).click()
    await expect(insightItems(page)).toHaveCount(Math.min(10, total))
    await page.getByRole('button', { name: 'Collapse' }).click()
    await expect(insightItems(page)).toHaveCount(5)

    // Provide insight: what is missing, a year before 2018 and a sixth tag are refused with their messages.
    await page.getByRole('button', { name: 'Provide insight' }).click()
    const form = dialog(page, 'Provide insight')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('Input required').first()).toBeVisible()
    await expect(form.getByRole('combobox', { name: /^Course/ })).toBeFocused()
    expect(await seriousAxeIssues(page)).toEqual([])
    await form.getByRole('combobox', { name: /^Course/ }).selectOption({ index: 1 })
    await form.getByRole('combobox', { name: /^Semester/ }).selectOption('1')
    await form.getByRole('spinbutton', { name: /^Year/ }).fill('2017')
    await form
      .getByRole('textbox', { name: /^Your insight/ })
      .fill('Clear slides and fair marking; replies to emails within a day.')
    const tags = form.getByRole('group', { name: /^Tags/ }).getByRole('checkbox')
    for (let index = 0; index < 6; index++)
      await tags
        .nth(index)
        .check({ force: index === 5 })
        .catch(() => undefined)
    await expect(form.getByText('Only select up to 5 tags')).toBeVisible()
    await expect(tags.nth(5)).not.toBeChecked()
    for (const question of ['Overall', 'approachable', 'fair was the marking', 'timely', 'difficult']) {
      await form
        .getByRole('group', { name: new RegExp(question) })
        .getByRole('radio', { name: '4' })
        .check()
    }
    await form.getByRole('radio', { name: 'Yes' }).check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form.getByText('Year must be 2018 or later')).toBeVisible()
    await form.getByRole('spinbutton', { name: /^Year/ }).fill('2025')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText('Insight published. Thank you!')).toBeVisible()
    await expect(insightItems(page).first()).toContainText('Clear slides and fair marking')
    await expect(insightItems(page).first()).toContainText('Yours')
    expect(await insightCount(page)).toBe(total + 1)
    // The averages take it in.
    await expect(
      page.getByRole('columnheader', { name: `All time from ${total + 1} insights` }),
    ).toBeVisible()

    // A second insight for the same course, semester and year edits the first.
    await page.getByRole('button', { name: 'Provide insight' }).click()
    await form.getByRole('combobox', { name: /^Course/ }).selectOption({ index: 1 })
    await form.getByRole('combobox', { name: /^Semester/ }).selectOption('1')
    await form.getByRole('spinbutton', { name: /^Year/ }).fill('2025')
    await form
      .getByRole('textbox', { name: /^Your insight/ })
      .fill('On reflection: demanding, but the feedback was worth it.')
    await form.getByRole('radio', { name: 'Yes' }).check()
    for (const question of ['Overall', 'approachable', 'fair was the marking', 'timely', 'difficult']) {
      await form
        .getByRole('group', { name: new RegExp(question) })
        .getByRole('radio', { name: '5' })
        .check()
    }
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(
      page.getByText('Your earlier insight for this course and semester was updated.'),
    ).toBeVisible()
    await expect(insightItems(page).first()).toContainText('On reflection')
    expect(await insightCount(page)).toBe(total + 1)

    // Report someone else's insight; staff hide it from the desk, and it leaves the list.
    await insightItems(page)
      .nth(1)
      .getByRole('button', { name: /^Report/ })
      .click()
    const report = dialog(page, 'Report this insight')
    await report.getByRole('radio', { name: 'Spam or advertising' }).check()
    await report.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByText('Thanks, we will review this insight.')).toBeVisible()

    const staffContext = await browser.newContext()
    const desk = await staffContext.newPage()
    await desk.goto('/staff/feedback?tab=reported')
    await signInInDialog(desk, staffLogin.studentNumber, staffLogin.password)
    await expect(desk.getByRole('heading', { level: 1, name: 'Feedback desk' })).toBeVisible()
    await expect(desk.getByText('Spam or advertising')).toBeVisible()
    expect(await seriousAxeIssues(desk)).toEqual([])
    await desk
      .getByRole('button', { name: /^Hide insight/ })
      .first()
      .click()
    const hide = desk.getByRole('dialog', { name: /^Hide insight/ })
    await hide.getByRole('textbox', { name: 'Reason' }).fill('Advertising a paid service')
    await hide.getByRole('button', { name: 'Hide' }).click()
    await expect(desk.getByText(/Insight \d+ hidden/)).toBeVisible()
    await desk.getByRole('tab', { name: 'Audit log' }).click()
    await expect(
      desk.getByRole('row', { name: /Hid.*Advertising a paid service.*Insight \d+ on / }).first(),
    ).toBeVisible()
    await staffContext.close()

    await page.reload()
    await expect(insightsHeading(page)).toBeVisible()
    expect(await insightCount(page)).toBe(total)
  })

  test('fits a phone: search, a lecturer and the insight form at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await verifiedStudent(page, '/feedback')
    await expect(page.getByRole('heading', { level: 1, name: 'Lecturer feedback' })).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    await page.goto('/feedback/search?q=tran')
    await page.getByRole('link', { name: 'Trần Thị Bích Ngọc' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Trần Thị Bích Ngọc' })).toBeVisible()
    await expect(insightsHeading(page)).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])
    await page.getByRole('button', { name: 'Provide insight' }).click()
    await expect(dialog(page, 'Provide insight')).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
  })
})
