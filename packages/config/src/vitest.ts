import { defineConfig } from 'vitest/config'

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
