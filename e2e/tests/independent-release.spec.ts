import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { repoRoot, run } from '../support/run.ts'
import { shellRendered } from '../support/shellRendered.ts'
import { verifiedStudent } from './orders/orderSteps.ts'

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

test('an archive release is served by the already-built shell, on its routes and in its part of the course page, without rebuilding the shell or touching the other parts', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const shellBefore = digest(shellDist)
  const version = `v${Date.now()}`
  const outputPath = path.join(run.releasesDir, 'archive', version)

  // Build only the archive remote, with a new marker, into a new versioned folder.
  const built = spawnSync(
    'pnpm',
    ['exec', 'rspack', 'build', '--config-loader', 'native', '--output-path', outputPath],
    {
      cwd: path.join(repoRoot, 'apps/archive'),
      env: { ...process.env, UNIKIT_BUILD_ID: version },
      encoding: 'utf8',
    },
  )
  expect(built.status, built.stderr).toBe(0)

  // Release = one line of remotes.json.
  writeFileSync(run.remotesFile, JSON.stringify({ archive: `/releases/archive/${version}/mf-manifest.json` }))
  await verifiedStudent(page, '/archive')
  await shellRendered(page)
  await expect(page.locator(`[data-remote="archive"][data-build="${version}"]`)).toBeAttached()
  // The course page: the archive's part is the new build; feedback's part is the build it was.
  await page.goto('/course/ECON1192')
  await expect(page.locator(`[data-part="courseSamples"][data-build="${version}"]`)).toBeAttached()
  await expect(page.locator('[data-part="courseLecturers"][data-build]')).not.toHaveAttribute(
    'data-build',
    version,
  )

  // Rollback is the same edit.
  writeFileSync(run.remotesFile, '{}\n')
  await page.goto('/course/ECON1192')
  await expect(page.locator('[data-part="courseSamples"][data-build]')).not.toHaveAttribute(
    'data-build',
    version,
  )

  expect(digest(shellDist)).toBe(shellBefore)
})
