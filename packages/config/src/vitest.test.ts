import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * A folder shaped like the monorepo: a package linked into node_modules whose `@unikit/source` condition names
 * its source and whose default names its build, a global setup file that imports it, and a config made by
 * `defineTestConfig`. The setup file writes which of the two it got.
 */
const files = (configModule: string): Record<string, string> => ({
  'packages/probe/package.json': JSON.stringify({
    name: '@unikit/probe',
    type: 'module',
    exports: { '.': { '@unikit/source': './src/index.ts', default: './dist/index.js' } },
  }),
  'packages/probe/src/index.ts': "export const loadedFrom: string = 'src'\n",
  'packages/probe/dist/index.js': "export const loadedFrom = 'dist'\n",
  'globalSetup.ts': [
    "import { writeFileSync } from 'node:fs'",
    "import { loadedFrom } from '@unikit/probe'",
    "export default () => writeFileSync(new URL('./loadedFrom.txt', import.meta.url), loadedFrom)",
  ].join('\n'),
  'probe.test.ts': "it('runs', () => {})\n",
  'vitest.config.ts': [
    `import { defineTestConfig } from ${JSON.stringify(configModule)}`,
    'const config = defineTestConfig()',
    "config.test = { ...config.test, include: ['probe.test.ts'], globals: true, globalSetup: ['./globalSetup.ts'] }",
    'export default config',
  ].join('\n'),
})

let root: string

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'unikit-vitest-config-'))
  for (const [file, text] of Object.entries(files(join(import.meta.dirname, 'vitest.ts')))) {
    await mkdir(dirname(join(root, file)), { recursive: true })
    await writeFile(join(root, file), text)
  }
  // Linked as pnpm links workspace packages: Vite follows the link and transforms the package itself.
  await mkdir(join(root, 'node_modules/@unikit'), { recursive: true })
  await symlink('../../packages/probe', join(root, 'node_modules/@unikit/probe'), 'dir')
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('defineTestConfig', () => {
  // Global setup files (they start real services) load in an environment of Vitest's own, named by Vitest's
  // internals; were it renamed, they would quietly load the packages' builds, stale or missing.
  it('gives global setup files the workspace packages from source', async () => {
    const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs')
    await promisify(execFile)(process.execPath, [vitest, 'run', '--root', root], {
      cwd: root,
      env: { PATH: process.env.PATH },
    })
    expect(await readFile(join(root, 'loadedFrom.txt'), 'utf8')).toBe('src')
  }, 60_000)
})
