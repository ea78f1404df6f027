import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { repoRoot, run } from '../support/run.ts'
import { shellRendered } from '../support/shellRendered.ts'

const shellDist = path.join(repoRoot, 'apps/shell/dist')

/** A hash of every file under `dir` (subfolders too), with the path of each, so any change shows. */
function digest(dir: string): string {
  const hash = createHash('sha256')
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
  for (const file of files)
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
  return hash.digest('hex')
}

test('a citation release is served by the already-built shell without rebuilding it', async ({ page }) => {
  test.setTimeout(120_000)
  const shellBefore = digest(shellDist)
  const version = `v${Date.now()}`
  const outputPath = path.join(run.releasesDir, 'citation', version)

  // Build only the citation remote, with a new marker, into a new versioned folder.
  const built = spawnSync(
    'pnpm',
    ['exec', 'rspack', 'build', '--config-loader', 'native', '--output-path', outputPath],
    {
      cwd: path.join(repoRoot, 'apps/citation'),
      env: { ...process.env, UNIKIT_BUILD_ID: version },
      encoding: 'utf8',
    },
  )
  expect(built.status, built.stderr).toBe(0)

  // Release = one line of remotes.json.
  writeFileSync(
    run.remotesFile,
    JSON.stringify({ citation: `/releases/citation/${version}/mf-manifest.json` }),
  )
  await page.goto('/citation')
  await shellRendered(page)
  await expect(page.locator(`[data-remote="citation"][data-build="${version}"]`)).toBeAttached()

  // Rollback is the same edit.
  writeFileSync(run.remotesFile, '{}\n')
  await page.goto('/citation')
  await shellRendered(page)
  await expect(page.locator('[data-remote="citation"]')).not.toHaveAttribute('data-build', version)

  expect(digest(shellDist)).toBe(shellBefore)
})
