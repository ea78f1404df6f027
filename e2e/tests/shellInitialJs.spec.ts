import { expect, test } from '@playwright/test'
import { gzipTotal, jsLoadedBy, kib, shellInitialJsBudget } from '../bench/jsLoadedBy.ts'

// The shell's first download stays within its budget, measured as bench/measureBundles.ts measures it
// (docs/decisions/0622-shell-initial-js-budget.md).
test('the shell’s initial JS is at most 170 KiB gzip', async ({ page, baseURL }) => {
  const scripts = await jsLoadedBy(page, baseURL ?? '', '/404')
  const total = gzipTotal(scripts)
  const list = scripts.map((file) => `${kib(file.gzip)} ${file.url}`).join('\n')
  expect(total, `${kib(total)} gzip in ${scripts.length} files:\n${list}`).toBeLessThanOrEqual(
    shellInitialJsBudget,
  )
})
