import { citeErrorCodes } from '@unikit/contracts/cite'
import { describeServiceBasics } from '@unikit/service-kit/testing'
import { describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { errors } from './errors.ts'

describeServiceBasics('cite', {
  buildApp,
  server: new URL('./server.ts', import.meta.url),
  tables: ['usage_events'],
})

describe('cite configuration', () => {
  it('refuses to reach loopback in production', () => {
    const production = {
      NODE_ENV: 'production' as const,
      DATABASE_URL: 'postgres://127.0.0.1:1/never-connected',
      INTERNAL_TOKEN: 'an-internal-token-of-at-least-32-characters',
      LOG_LEVEL: 'silent' as const,
    }
    expect(() => buildApp({ env: {}, config: { ...production, CITE_ALLOW_LOOPBACK: true } })).toThrow(
      'CITE_ALLOW_LOOPBACK is for tests and refused in production',
    )
    expect(buildApp({ env: {}, config: production }).config.CITE_ALLOW_LOOPBACK).toBe(false)
  })

  it('reads its settings from the environment, with defaults', () => {
    const app = buildApp({
      env: {
        CITE_ALLOW_LOOPBACK: '1',
        CROSSREF_BASE_URL: 'http://127.0.0.1:5190/crossref',
        DATABASE_URL: 'postgres://127.0.0.1:1/never-connected',
      },
    })
    expect(app.config).toMatchObject({
      CITE_ALLOW_LOOPBACK: true,
      CROSSREF_BASE_URL: 'http://127.0.0.1:5190/crossref',
      CROSSREF_TIMEOUT_MS: 10_000,
      OPENLIBRARY_BASE_URL: 'https://openlibrary.org',
      OPENLIBRARY_TIMEOUT_MS: 10_000,
      CRAWL_TIMEOUT_MS: 10_000,
      CRAWL_MAX_REDIRECTS: 5,
    })
    expect(() => buildApp({ env: { CROSSREF_BASE_URL: 'ftp://crossref' } })).toThrow('CROSSREF_BASE_URL')
    expect(() => buildApp({ env: { OPENLIBRARY_BASE_URL: 'file:///etc' } })).toThrow('OPENLIBRARY_BASE_URL')
  })

  it('answers only the error codes the contract lists', () => {
    expect(Object.keys(errors).sort()).toEqual([...citeErrorCodes].sort())
  })
})
