import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * One folder per e2e run, shared by the config (in the runner process) and every worker: the platform's
 * data, its remotes.json and the releases folder the independent-release test publishes into.
 */
function runDir(): string {
  if (!process.env.E2E_RUN_DIR) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'unikit-e2e-'))
    mkdirSync(path.join(dir, 'releases'), { recursive: true })
    writeFileSync(path.join(dir, 'remotes.json'), '{}\n')
    process.env.E2E_RUN_DIR = dir
  }
  return process.env.E2E_RUN_DIR
}

const dir = runDir()

export const run = {
  dir,
  dataRoot: path.join(dir, 'data'),
  remotesFile: path.join(dir, 'remotes.json'),
  releasesDir: path.join(dir, 'releases'),
  port: Number(process.env.E2E_PORT ?? 8180),
  servicePortBase: Number(process.env.E2E_SERVICE_PORT_BASE ?? 5100),
  /** The third-party fakes (@unikit/test-fakes): Crossref, Open Library and article pages. */
  fakesPort: Number(process.env.E2E_FAKES_PORT ?? 5190),
}

/** Where the fakes serve, e.g. `${fakesUrl}/pages/news-article.html` for a crawl. */
export const fakesUrl = `http://127.0.0.1:${run.fakesPort}`

export const repoRoot = path.resolve(import.meta.dirname, '../..')
