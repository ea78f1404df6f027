import { expect, type Page, test } from '@playwright/test'
import { pdfSaying } from '@unikit/test-fakes'
import { zipSync } from 'fflate'
import { fitsWidth } from '../../support/pageChecks.ts'
import { seriousAxeIssues, signInInDialog, storedToken } from '../accounts/accountSteps.ts'
import { staffLogin, verifiedStudent } from '../orders/orderSteps.ts'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/**
 * A zip of 12 files as staff would send it: 9 new PDFs, the bytes of a sample already in the archive, a program
 * named like a PDF, and a PDF for a course the archive does not have.
 */
function importZip(run: string, duplicate: Uint8Array): Uint8Array {
  const rows = ['path,title,course code or major,year,semester,kind']
  const files: Record<string, Uint8Array> = {}
  for (let n = 1; n <= 9; n++) {
    const title = `Library ${run} sample ${n}`
    files[`econ/${n}.pdf`] = pdfSaying(`${title}: inflation and growth`)
    rows.push(`econ/${n}.pdf,${title},${n % 2 ? 'ECON1192' : 'econ 1192'},2025,${1 + (n % 3)},essay`)
  }
  files['econ/again.pdf'] = duplicate
  rows.push(`econ/again.pdf,Library ${run} duplicate,ECON1192,2025,1,essay`)
  files['econ/setup.pdf'] = new Uint8Array([
    0x4d,
    0x5a,
    ...new Array(80).fill(0),
    0x50,
    0x45,
    0,
    0,
    ...new Array(400).fill(7),
  ])
  rows.push(`econ/setup.pdf,Library ${run} program,ECON1192,2025,1,essay`)
  files['law/contract.pdf'] = pdfSaying(`Library ${run} contract law`)
  rows.push(`law/contract.pdf,Library ${run} contract law,LAW9999,2025,1,essay`)
  files['manifest.csv'] = new TextEncoder().encode(`${rows.join('\n')}\n`)
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, [bytes, { level: 0 }]])),
  )
}

/** The bytes of a sample already in the archive, as staff would have the file on their disk. */
async function seededSample(desk: Page): Promise<Uint8Array> {
  const headers = { authorization: `Bearer ${await storedToken(desk)}` }
  const found = await desk.request.get('/api/private/drive/search?q=bubble tea', { headers })
  const seeded = ((await found.json()) as { data: { id: string }[] }).data[0]?.id
  const item = await (await desk.request.get(`/api/private/drive/get?id=${seeded}`, { headers })).json()
  return (await desk.request.get(item.data.download_url)).body()
}

/**
 * Staff import the zip on the desk's Import tab, as they would: send it, read the dry run's verdict on every row,
 * press Import and wait for the result.
 */
async function importOnTheDesk(desk: Page, run: string) {
  await desk.getByRole('tab', { name: 'Import' }).click()
  await expect(desk.getByRole('heading', { name: 'Import a zip' })).toBeVisible()
  await desk.locator('input[type=file]').setInputFiles({
    name: 'library.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(importZip(run, await seededSample(desk))),
  })
  await desk.getByRole('button', { name: 'Send and check' }).click()
  // The dry run runs in the service's background; the desk follows it.
  await expect(desk.getByRole('status').filter({ hasText: /^Dry run/ })).toHaveText(
    'Dry run: 12 rows: 9 new, 1 duplicate, 2 errors.',
    { timeout: 60_000 },
  )
  const rows = desk.getByRole('table')
  await expect(rows.getByText('This file is already in the archive')).toBeVisible()
  await expect(rows.getByText(/^Not a type the archive takes/)).toBeVisible()
  await expect(rows.getByText('No course or major "LAW9999" in the archive')).toBeVisible()
  expect(await fitsWidth(desk)).toBe(true)
  expect(await seriousAxeIssues(desk)).toEqual([])
  await desk.getByRole('button', { name: 'Import 9 new files' }).click()
  await expect(desk.getByRole('status').filter({ hasText: /^Imported/ })).toHaveText(
    'Imported 9 files. 1 duplicate and 2 errors were left out.',
    { timeout: 120_000 },
  )
  await expect(rows.getByText('Imported', { exact: true })).toHaveCount(9)
}

for (const width of [1280, 375]) {
  test(`staff import a zip on the desk, students find its samples with previews, mark one Helpful, sort by it and open it fitted to the screen (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000)
    const run = `${width}x${Date.now().toString(36)}`
    const viewport = { width, height: width < 630 ? 740 : 900 }
    const desk = await (await browser.newContext({ viewport })).newPage()
    await desk.goto('/staff/archive')
    await signInInDialog(desk, staffLogin.studentNumber, staffLogin.password)
    await expect(heading(desk)).toHaveText('Archive desk')
    await importOnTheDesk(desk, run)

    await page.setViewportSize(viewport)
    await verifiedStudent(page, `/archive/search?q=${encodeURIComponent(`library ${run} sample`)}`)
    await expect(page.getByRole('heading', { name: '9 results' })).toBeVisible()
    const results = page.getByRole('list', { name: /^Results for/ })
    // Previews come from a background job: a reload shows them once they are made.
    await expect
      .poll(
        async () => {
          await page.reload()
          await expect(results).toBeVisible()
          return results.locator('img').count()
        },
        { timeout: 90_000, intervals: [2000] },
      )
      .toBe(9)
    // Loaded lazily: the first is drawn; those below the fold wait until they scroll into view.
    await expect(results.locator('img[loading="lazy"]')).toHaveCount(9)
    await expect
      .poll(() =>
        results
          .locator('img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0)
    await expect(results.getByText('ECON1192').first()).toBeVisible()
    await expect(results.getByText(/Semester \d, 2025/).first()).toBeVisible()
    await expect(results.getByText(/1 page/).first()).toBeVisible()
    expect(await fitsWidth(page)).toBe(true)
    expect(await seriousAxeIssues(page)).toEqual([])

    const chosen = `Library ${run} sample 7`
    const helpful = page.getByRole('button', { name: new RegExp(`^Helpful.*: ${chosen}$`) })
    await helpful.click()
    await expect(helpful).toHaveAttribute('aria-pressed', 'true')
    await expect(helpful).toContainText('Helpful · 1')
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('helpful')
    await expect(results.getByRole('heading').first()).toHaveText(chosen)

    await results.getByRole('link', { name: chosen }).click()
    await expect(heading(page)).toHaveText(chosen)
    const firstPage = page.locator('.react-pdf__Page').first()
    await expect(firstPage.locator('.react-pdf__Page__textContent')).toContainText('inflation', {
      timeout: 30_000,
    })
    expect(await fitsWidth(page)).toBe(true)
    if (width < 630) {
      // Fitted to the phone: the page as wide as the screen, less a few pixels, starting above the fold, under
      // controls that take one line.
      const box = await firstPage.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
      expect(box?.width).toBeGreaterThan(0.9 * width)
      expect(box?.y).toBeLessThan(viewport.height - 100)
      const bar = await page.getByRole('group', { name: 'Pages and zoom' }).boundingBox()
      expect(bar?.height).toBeLessThan(56)
    }
    await desk.context().close()
  })
}
