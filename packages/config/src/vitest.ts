import { defineConfig, mergeConfig } from 'vitest/config'

export type TestEnvironment = 'node' | 'jsdom'

// Vite's own defaults, with our source condition first; 'import' must not be forced onto CommonJS deps.
const clientConditions = ['@unikit/source', 'module', 'browser', 'development|production']
// On the server, what Node itself resolves (services run under plain Node): no bundler-only 'module' entry, whose
// extensionless ESM (the AWS SDK's dist-es) Node cannot load once Vitest hands the dependency to it.
const serverConditions = ['@unikit/source', 'node', 'development|production']

/**
 * The Vitest setup of every package: workspace packages resolve to their TypeScript sources, so tests need no
 * prior build. `__vitest__` is the environment Vitest loads global setup files in (they start real services).
 */
export function defineTestConfig(environment: TestEnvironment = 'node', setupFiles: string[] = []) {
  return defineConfig({
    resolve: { conditions: clientConditions },
    ssr: { resolve: { conditions: serverConditions } },
    environments: { __vitest__: { resolve: { conditions: serverConditions } } },
    test: {
      environment,
      setupFiles,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  })
}

/**
 * A remote's page tests against its real service (docs/decisions/0724-remote-page-tests-call-the-real-service.md):
 * jsdom on the service's origin (`vitest-page-origin`), relative requests and the session cookie as in a browser,
 * and the global setup in `test/node/service.ts` that starts the services once for the run.
 */
export function definePageTestConfig(setupFiles: string[] = []) {
  return mergeConfig(
    defineTestConfig('jsdom', [
      '@unikit/config/vitest-relative-requests',
      '@unikit/config/vitest-settled-requests',
      '@unikit/config/vitest-browser-cookies',
      '@unikit/config/vitest-page-origin',
      ...setupFiles,
    ]),
    { test: { globalSetup: ['./test/node/service.ts'], testTimeout: 20_000, hookTimeout: 120_000 } },
  )
}
