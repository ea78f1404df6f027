import { defineConfig } from 'vitest/config'

export type TestEnvironment = 'node' | 'jsdom'

const sourceConditions = ['@unikit/source', 'import', 'module', 'default']

/** The Vitest setup of every package: workspace packages resolve to their TypeScript sources. */
export function defineTestConfig(environment: TestEnvironment = 'node', setupFiles: string[] = []) {
  return defineConfig({
    resolve: { conditions: sourceConditions },
    ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@unikit/source'] } },
    test: {
      environment,
      setupFiles,
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
    },
  })
}
