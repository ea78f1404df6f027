import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { fakesUrl, repoRoot, run } from './support/run.ts'

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
  webServer: [
    {
      // Crossref, Open Library and article web pages on loopback (@unikit/test-fakes), up before the platform.
      command: `node ${fileURLToPath(import.meta.resolve('@unikit/test-fakes/main'))}`,
      url: `${fakesUrl}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_FAKES_PORT: String(run.fakesPort) },
    },
    {
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
        // The cite service asks the fakes instead of Crossref and Open Library and may crawl their loopback pages.
        CROSSREF_BASE_URL: `${fakesUrl}/crossref`,
        OPENLIBRARY_BASE_URL: `${fakesUrl}/openlibrary`,
        CITE_ALLOW_LOOPBACK: '1',
        // The gateway forwards the client's address (x-forwarded-for), but every journey's browser connects from
        // 127.0.0.1: to the per-address limits the whole run is one visitor, so they are raised for it.
        CITE_CRAWL_RATE_MAX: '1000',
        CITE_LOOKUP_RATE_MAX: '1000',
        CITE_EMIT_RATE_MAX: '1000',
        // The same for the accounts service's per-address limits (the per-account sign-in limit stays 5).
        SIGNUP_RATE_MAX: '1000',
        RESET_RATE_MAX: '1000',
        VERIFY_MAIL_RATE_MAX: '1000',
        LINK_RATE_MAX: '1000',
        PASSWORD_CHANGE_RATE_MAX: '1000',
        LOGIN_IP_MAX_FAILURES: '1000',
      },
    },
  ],
})
