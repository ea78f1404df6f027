import { defineConfig } from '@playwright/test'
import { repoRoot, run } from './support/run.ts'

const baseURL = `http://localhost:${run.port}`

/** Chromium from the machine (Playwright cannot download browsers here); a missing browser fails the run. */
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export default defineConfig({
  testDir: 'tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker: some journeys change what the running platform serves (remotes.json).
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --conditions=@unikit/source infra/src/runner/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(run.port),
      SERVICE_PORT_BASE: String(run.servicePortBase),
      DATA_ROOT: run.dataRoot,
      REMOTES_FILE: run.remotesFile,
      RELEASES_DIR: run.releasesDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
  },
})
