import { expect, test } from '@playwright/test'
import { gzipTotal, jsLoadedBy, kib, shellInitialJsBudget } from '../bench/jsLoadedBy.ts'

// The shell's first download stays within its budget, measured as bench/measureBundles.ts measures it
// (docs/decisions/0622-shell-initial-js-budget.md), and its page asks for all of it at once (decision 0623).
test('the shell’s initial JS is at most 170 KiB gzip, every file of it named by the page', async ({
  page,
  baseURL,
}) => {
  const scripts = await jsLoadedBy(page, baseURL ?? '', '/404')
  const total = gzipTotal(scripts)
  const list = scripts.map((file) => `${kib(file.gzip)} ${file.url}`).join('\n')
  expect(total, `${kib(total)} gzip in ${scripts.length} files:\n${list}`).toBeLessThanOrEqual(
    shellInitialJsBudget,
  )

  // The page as served, not as scripts have since changed it.
  const html = await (await page.request.get('/404', { headers: { accept: 'text/html' } })).text()
  const named = Array.from(html.matchAll(/(?:href|src)="([^"]+\.js)"/g), (m) => m[1])
  expect(scripts.map((file) => file.url).filter((url) => !named.includes(url))).toEqual([])
})
