import { expect, type Page, test } from '@playwright/test'
import { zipSync } from 'fflate'
import { fitsWidth } from '../../support/pageChecks.ts'
import { seriousAxeIssues, signInInDialog, storedToken } from '../accounts/accountSteps.ts'
import { staffLogin, verifiedStudent } from '../orders/orderSteps.ts'
import { pdfSaying } from './pdfSaying.ts'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

type ImportView = { id: string; status: string; counts: Record<string, number> }

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

/** Staff send the zip and import it through the desk's calls; the dry run's verdicts and the import's end. */
async function importAsStaff(desk: Page, run: string): Promise<{ checked: ImportView; done: ImportView }> {
  const origin = new URL(desk.url()).origin
  const headers = { origin, authorization: `Bearer ${await storedToken(desk)}` }
  const found = await desk.request.get('/api/private/drive/search?q=bubble tea', { headers })
  const seeded = ((await found.json()) as { data: { id: string }[] }).data[0]?.id
  const item = await (await desk.request.get(`/api/private/drive/get?id=${seeded}`, { headers })).json()
  const duplicate = await (await desk.request.get(item.data.download_url)).body()
  const sent = await desk.request.post('/api/private/drive/staff/import', {
    headers,
    multipart: {
      file: {
        name: 'library.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from(importZip(run, duplicate)),
      },
    },
  })
  expect(sent.status()).toBe(201)
  const id = ((await sent.json()) as { data: ImportView }).data.id
  const view = async () =>
    (
      (await (await desk.request.get(`/api/private/drive/staff/import?id=${id}`, { headers })).json()) as {
        data: ImportView
      }
    ).data
  await expect.poll(async () => (await view()).status, { timeout: 60_000 }).toBe('checked')
  const checked = await view()
  const started = await desk.request.post('/api/private/drive/staff/import/run', { headers, data: { id } })
  expect(started.status()).toBe(200)
  await expect.poll(async () => (await view()).status, { timeout: 120_000 }).toBe('done')
  return { checked, done: await view() }
}

for (const width of [1280, 375]) {
  test(`staff import a zip, students find its samples with previews, mark one Helpful and sort by it (${width} px)`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000)
    const run = `${width}x${Date.now().toString(36)}`
    const desk = await (await browser.newContext()).newPage()
    await desk.goto('/staff/archive')
    await signInInDialog(desk, staffLogin.studentNumber, staffLogin.password)
    await expect(heading(desk)).toHaveText('Archive desk')
    const { checked, done } = await importAsStaff(desk, run)
    expect(checked.counts).toMatchObject({ rows: 12, new: 9, duplicate: 1, error: 2 })
    expect(done.counts).toMatchObject({ imported: 9, duplicate: 1, error: 2 })

    await page.setViewportSize({ width, height: width < 630 ? 740 : 900 })
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
    const helpful = page.getByRole('button', { name: `Helpful: ${chosen}` })
    await helpful.click()
    await expect(helpful).toHaveAttribute('aria-pressed', 'true')
    await expect(helpful).toContainText('Helpful · 1')
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('helpful')
    await expect(results.getByRole('heading').first()).toHaveText(chosen)

    await results.getByRole('link', { name: chosen }).click()
    await expect(heading(page)).toHaveText(chosen)
    await expect(page.locator('.react-pdf__Page__textContent').first()).toContainText('inflation', {
      timeout: 30_000,
    })
    expect(await fitsWidth(page)).toBe(true)
    await desk.context().close()
  })
}
