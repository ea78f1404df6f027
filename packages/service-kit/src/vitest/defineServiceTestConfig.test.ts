import { describe, expect, it } from 'vitest'
import { defineServiceTestConfig } from './defineServiceTestConfig.ts'

function projectNames(env: Record<string, string>) {
  const projects = (defineServiceTestConfig(env).test?.projects ?? []) as { test: { name: string } }[]
  return projects.map((project) => project.test.name)
}

describe('defineServiceTestConfig', () => {
  it('runs only the pglite project without a test database', () => {
    expect(projectNames({})).toEqual(['pglite'])
  })

  it('adds the postgres project when TEST_DATABASE_URL is set', () => {
    expect(projectNames({ TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' })).toEqual([
      'pglite',
      'postgres',
    ])
  })

  it('fails in CI without a test database instead of skipping PostgreSQL', () => {
    expect(() => defineServiceTestConfig({ CI: 'true' })).toThrow(/CI is set but TEST_DATABASE_URL is not/)
  })
})
