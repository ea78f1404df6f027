import { defineTestConfig } from '@unikit/config/vitest'
import { mergeConfig } from 'vitest/config'

type DatabaseProject = 'pglite' | 'postgres'

/**
 * The Vitest setup of every service: the whole suite runs as project `pglite` (in-memory PGlite) and, when
 * TEST_DATABASE_URL is set, again as project `postgres`. PGlite runs one transaction at a time and hides
 * races, so CI must also run the postgres project: with CI set and no TEST_DATABASE_URL the run fails.
 */
export function defineServiceTestConfig(env: Record<string, string | undefined> = process.env) {
  const hasPostgres = Boolean(env.TEST_DATABASE_URL)
  if (env.CI && !hasPostgres) {
    throw new Error(
      'CI is set but TEST_DATABASE_URL is not: service tests must also run against PostgreSQL in CI. ' +
        'Start one with `export TEST_DATABASE_URL=$(infra/scripts/test-postgres.sh start)`.',
    )
  }
  const projects = hasPostgres ? [project('pglite'), project('postgres')] : [project('pglite')]
  return mergeConfig(defineTestConfig('node'), {
    test: {
      projects,
      // Starting PGlite and migrating takes a second or two, more when every package tests at once.
      hookTimeout: 60_000,
      testTimeout: 20_000,
    },
  })
}

function project(name: DatabaseProject) {
  return { extends: true, test: { name, env: { UNIKIT_TEST_DATABASE: name } } }
}
