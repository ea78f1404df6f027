import { expect, type Page, test } from '@playwright/test'
import { pdfSaying } from '@unikit/test-fakes'
import { fitsWidth } from '../../support/pageChecks.ts'
import { dialog, seriousAxeIssues, signInInDialog, storedToken } from '../accounts/accountSteps.ts'
import { staffLogin, verifiedStudent } from '../orders/orderSteps.ts'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })
// The header's box (a combobox: it suggests courses), or the search page's own where the header steps aside.
const headerSearch = (page: Page) =>
  page
    .getByRole('combobox', { name: 'Search samples' })
    .or(page.getByRole('searchbox', { name: 'Search samples' }))
    .first()
const plan = 'Marketing plan sample: a bubble tea brand in Saigon'

async function searchFromHeader(page: Page, query: string) {
  await headerSearch(page).fill(query)
  await headerSearch(page).press('Enter')
  await expect(heading(page)).toHaveText(`Search for: ${query}`)
}

test.describe('the sample archive', () => {
  test('a student browses Core courses to a PDF, downloads it, stars it, finds it in Recent and Starred, watches a video and searches without diacritics and with a typo', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await verifiedStudent(page, '/archive')
    await expect(heading(page)).toHaveText('Core courses')
    await expect(page.getByRole('heading', { name: 'Popular courses' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Marketing Principles' }).first()).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    await page.getByRole('link', { name: 'Marketing Principles' }).first().click()
    await expect(heading(page)).toHaveText('Marketing Principles')
    await expect(
      page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Core courses' }),
    ).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    // The PDF: its first page's text is on the page (selectable), the notice is shown, related PDFs come after 3 s.
    const opened = Date.now()
    await page.getByRole('link', { name: plan }).click()
    await expect(heading(page)).toHaveText(plan)
    await expect(page.getByRole('note')).toHaveText('Sample: do not submit as your own work')
    const firstPage = page.locator('.react-pdf__Page__textContent').first()
    await expect(firstPage).toContainText('bubble tea', { timeout: 30_000 })
    console.log(`time to the first PDF page's text: ${Date.now() - opened} ms`)
    await expect(page.getByRole('link', { name: 'Consumer behaviour report sample' })).toBeVisible({
      timeout: 10_000,
    })
    expect(await seriousAxeIssues(page)).toEqual([])

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ])
    // The browser swaps the colon, which no file system takes everywhere.
    expect(download.suggestedFilename()).toBe('Marketing plan sample_ a bubble tea brand in Saigon.pdf')

    const star = page.getByRole('button', { name: `Star ${plan}` })
    // The star shows at once; the reload below waits for the server to have it.
    await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/drive/star')),
      star.click(),
    ])
    await expect(star).toHaveAttribute('aria-pressed', 'true')
    // Recent: 5 s after the file opened.
    await page.waitForTimeout(Math.max(0, 5500 - (Date.now() - opened)))

    await page.reload()
    await page.getByRole('navigation', { name: 'Archive' }).getByRole('link', { name: 'Starred' }).click()
    await expect(heading(page)).toHaveText('Starred')
    await expect(page.getByRole('link', { name: plan })).toBeVisible()
    await page.getByRole('navigation', { name: 'Archive' }).getByRole('link', { name: 'Recent' }).click()
    await expect(heading(page)).toHaveText('Recent')
    await expect(page.getByRole('link', { name: plan })).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    // The video plays from 10 s, muted, and seeks (the service answers byte ranges).
    await page.goto('/archive')
    await page.getByRole('link', { name: 'Marketing Principles' }).first().click()
    await page.getByRole('link', { name: 'Lecture recap: the marketing mix' }).click()
    const video = page.locator('video')
    await expect(video).toBeVisible()
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(10)
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 3
    })
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
      .toBeLessThan(8)
    await page.getByRole('group', { name: 'Playback speed' }).getByRole('button', { name: '1.5×' }).click()
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(1.5)

    // A 300-page course reader opens at its first page without drawing the rest.
    await page.goto('/archive')
    await page.getByRole('link', { name: 'English for Academic Purposes' }).first().click()
    const readerOpened = Date.now()
    await page.getByRole('link', { name: 'Course reader: academic writing' }).click()
    await expect(page.locator('.react-pdf__Page__textContent').first()).toContainText('academic writing', {
      timeout: 30_000,
    })
    console.log(`time to the first page of the 300-page reader: ${Date.now() - readerOpened} ms`)
    expect(await page.locator('.react-pdf__Page__canvas').count()).toBeLessThan(10)

    // The header search: no diacritics, a typo.
    await searchFromHeader(page, 'kinh te')
    await expect(
      page.getByRole('link', { name: 'Kinh tế vĩ mô: essay on Vietnam’s GDP growth' }),
    ).toBeVisible()
    await searchFromHeader(page, 'marketng')
    await expect(page.getByRole('link', { name: 'Marketing Principles' }).first()).toBeVisible()
    expect(await seriousAxeIssues(page)).toEqual([])

    // A phone.
    await page.setViewportSize({ width: 375, height: 740 })
    for (const path of ['/archive', '/archive/search?q=marketing', '/archive/recent']) {
      await page.goto(path)
      await expect(heading(page)).toBeVisible()
      expect(await fitsWidth(page), path).toBe(true)
    }
    await page.getByRole('link', { name: plan }).click()
    await expect(page.locator('.react-pdf__Page__textContent').first()).toContainText('bubble tea', {
      timeout: 30_000,
    })
    expect(await fitsWidth(page)).toBe(true)
  })

  test('an upload waits in review, staff publish it and search finds it; a reported file that staff hide is gone from search and download', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const title = `Tourism report sample ${Date.now()}`
    await verifiedStudent(page, '/archive/uploads')
    await expect(heading(page)).toHaveText('My uploads')

    await page.getByRole('button', { name: 'Upload', exact: true }).first().click()
    const upload = dialog(page, 'Upload a sample')
    await upload.locator('input[type=file]').setInputFiles({
      name: 'tourism.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdfSaying(`Sustainable tourism in Hoi An ${Date.now()}`)),
    })
    await upload.getByRole('textbox', { name: /^Title/ }).fill(title)
    const course = upload.getByRole('combobox', { name: /^Course or major/ })
    const marketing = await course.locator('option', { hasText: /MKT · Marketing$/ }).getAttribute('value')
    await course.selectOption(marketing as string)
    await upload.getByRole('checkbox', { name: /I wrote this work/ }).press('Space')
    expect(await seriousAxeIssues(page)).toEqual([])
    await upload.getByRole('button', { name: 'Upload', exact: true }).click()
    await expect(page.getByText(/Upload success/)).toBeVisible()
    await expect(page.getByText(title)).toBeVisible()
    await expect(page.getByText('Waiting for review').first()).toBeVisible()

    // Staff open it in the desk's preview (the students' viewer, the desk's trail, none of My uploads' words) and
    // publish it from there.
    const desk = await (await browser.newContext()).newPage()
    await desk.goto('/staff/archive')
    await signInInDialog(desk, staffLogin.studentNumber, staffLogin.password)
    await expect(heading(desk)).toHaveText('Archive desk')
    await desk.getByRole('link', { name: `Preview ${title}` }).click()
    await expect(heading(desk)).toHaveText(title)
    await expect(desk.locator('.react-pdf__Page__textContent').first()).toContainText('Hoi An', {
      timeout: 30_000,
    })
    await expect(
      desk.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Uploads to review' }),
    ).toBeVisible()
    await expect(desk.getByText(/My uploads|Only you and Unikit staff/)).toHaveCount(0)
    expect(await seriousAxeIssues(desk)).toEqual([])
    await desk.getByRole('button', { name: `Publish ${title}` }).click()
    const publish = dialog(desk, `Publish “${title}”`)
    await publish.getByRole('button', { name: 'Publish' }).click()
    await expect(desk.getByText(`“${title}” published`)).toBeVisible()
    await expect(heading(desk)).toHaveText('Archive desk')

    await searchFromHeader(page, title.toLowerCase())
    await expect(page.getByRole('link', { name: title })).toBeVisible()

    // Report a seeded file; staff hide it; it is gone from search and its download answers 404.
    const reported = 'Media analysis sample: framing in news coverage'
    await searchFromHeader(page, 'framing in news')
    await page.getByRole('link', { name: reported }).click()
    await expect(heading(page)).toHaveText(reported)
    const href = await page.getByRole('link', { name: 'Download PDF' }).getAttribute('href')
    await page.getByRole('button', { name: 'Report' }).click()
    const report = dialog(page, 'Report this file')
    await report.getByRole('radio', { name: /Copyright/ }).check()
    await report
      .getByRole('textbox', { name: /Anything staff should know/ })
      .fill('This is my essay from 2024.')
    await report.getByRole('button', { name: 'Send report' }).click()
    await expect(page.getByText('Thank you: staff will review this file.')).toBeVisible()

    await desk.getByRole('tab', { name: 'Reported' }).click()
    await desk.getByRole('button', { name: `Hide: ${reported}` }).click()
    const hide = dialog(desk, `Take down “${reported}”`)
    await hide.getByRole('textbox', { name: /^Reason/ }).fill('The reporter showed it is their own essay')
    await hide
      .getByRole('button', { name: /Take down|Hide/ })
      .last()
      .click()
    await expect(desk.getByText(`“${reported}” taken down`)).toBeVisible()

    await searchFromHeader(page, 'framing in news')
    await expect(page.getByRole('link', { name: reported })).toHaveCount(0)
    const token = await storedToken(page)
    expect((await page.request.get(href as string)).status()).toBe(404)
    const search = await page.request.get('/api/private/drive/search?q=framing', {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(((await search.json()) as { total: number }).total).toBe(0)

    await desk.getByRole('tab', { name: 'Audit log' }).click()
    await expect(desk.getByRole('row', { name: new RegExp(`Took down.*${reported}`) }).first()).toBeVisible()
  })
})
