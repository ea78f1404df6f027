import { expect, test } from '@playwright/test'
import { fitsWidth } from '../../support/pageChecks.ts'
import { dialog, seriousAxeIssues, signInInDialog } from '../accounts/accountSteps.ts'
import { staffLogin } from '../orders/orderSteps.ts'
import { fillInsight, insightItems, mailSubjects, noticesOf, studentThroughApi } from './feedbackSteps.ts'

const lecturer = 'Kiều Thị Diệu Linh'

// The author of an insight the word list holds is never left guessing: they see it wait, staff publish it, they are
// told, and other students can rank it by how helpful it is (docs/product/feedback.md#my-insights).
for (const [width, semester] of [
  [1280, '1'],
  [375, '2'],
] as const) {
  test(`an insight held for review, published, told to its author and ranked by helpful votes, at ${width} px`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: width > 600 ? 900 : 780 })
    const author = await studentThroughApi(page, 'Lan')

    // "dieu lihn": a typo, and no diacritics, still finds her.
    await page.goto('/feedback')
    await page.getByRole('searchbox', { name: 'Search lecturers' }).fill('dieu lihn')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.getByRole('link', { name: lecturer }).click()
    await expect(page.getByRole('heading', { level: 1, name: lecturer })).toBeVisible()
    await expect(page.getByRole('table', { name: /^Overall scores given/ })).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)

    const note = `Bài giảng vcl hay, slides rõ ràng (${width})`
    await page.getByRole('button', { name: 'Provide insight' }).click()
    const form = dialog(page, 'Provide insight')
    await fillInsight(form, { semester, note, score: '4', again: 'Yes' })
    await form.getByRole('combobox', { name: /^Grade received/ }).selectOption('HD')
    expect(await fitsWidth(page)).toBe(true)
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page.getByText(/^Your insight waits for review/)).toBeVisible()

    await page.getByRole('link', { name: 'My insights' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My insights' })).toBeVisible()
    const mine = page
      .getByRole('list', { name: 'My insights' })
      .getByRole('listitem')
      .filter({ hasText: note })
    await expect(mine.getByText('Waiting for review')).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    // Staff publish it from the desk.
    const staffContext = await browser.newContext()
    const desk = await staffContext.newPage()
    await desk.goto('/staff/feedback')
    await signInInDialog(desk, staffLogin.studentNumber, staffLogin.password)
    const held = desk.getByRole('listitem').filter({ hasText: note })
    await held.getByRole('button', { name: /^Publish insight/ }).click()
    await expect(desk.getByText(/^Insight \d+ published$/)).toBeVisible()
    await staffContext.close()

    // The author is told: a notice in their inbox, and a mail.
    const published = `Your insight on ${lecturer} is published`
    await expect.poll(async () => (await noticesOf(page)).map((notice) => notice.title)).toContain(published)
    expect((await noticesOf(page))[0]).toMatchObject({ kind: 'insight.published', link: '/feedback/mine' })
    await expect.poll(() => mailSubjects(page, author.email)).toContain(published)
    await page.reload()
    await expect(mine.getByText('Published')).toBeVisible()

    // Another student finds it helpful; sorted by most helpful, it comes first.
    const readerContext = await browser.newContext({ viewport: { width, height: 900 } })
    const reader = await readerContext.newPage()
    await studentThroughApi(reader, 'Minh')
    await reader.goto('/feedback/search?q=dieu%20lihn')
    await reader.getByRole('link', { name: lecturer }).click()
    await expect(insightItems(reader).first()).toBeVisible()
    const theirs = insightItems(reader).filter({ hasText: note })
    await theirs.getByRole('button', { name: /^Helpful/ }).click()
    await expect(theirs.getByRole('button', { name: /^Helpful/ })).toHaveAttribute('aria-pressed', 'true')
    await reader.getByRole('combobox', { name: 'Sort insights' }).selectOption('Most helpful')
    await expect(insightItems(reader).first()).toContainText(note)
    expect(await fitsWidth(reader)).toBe(true)
    expect(await seriousAxeIssues(reader)).toEqual([])
    await readerContext.close()
  })
}
