import { join } from 'node:path'
import { Type } from 'typebox'
import { describe, expect, it } from 'vitest'
import { ConfigError } from './ConfigError.ts'
import { loadConfig } from './loadConfig.ts'
import { repoRoot } from './repoRoot.ts'

const service = { name: 'gift-cards', port: 4105 }

describe('loadConfig', () => {
  it('fills every default from the service name and port', () => {
    const config = loadConfig({ ...service, env: {} })
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 4105,
      LOG_LEVEL: 'info',
      DATABASE_SCHEMA: 'gift_cards',
      DATA_DIR: join(repoRoot(), 'data', 'gift-cards'),
      OUTBOX_DIR: join(repoRoot(), 'data', 'outbox'),
      SEED_DEMO: false,
      CORS_ORIGINS: '',
    })
    expect(config.DATABASE_URL).toBeUndefined()
  })

  it('converts environment strings and ignores unrelated or empty variables', () => {
    const config = loadConfig({
      ...service,
      env: { PORT: '8080', SEED_DEMO: '1', LOG_LEVEL: '', HOME: '/root' },
    })
    expect(config.PORT).toBe(8080)
    expect(config.SEED_DEMO).toBe(true)
    expect(config.LOG_LEVEL).toBe('info')
    expect(config).not.toHaveProperty('HOME')
  })

  it('reads the service’s own settings and lets overrides win over the environment', () => {
    const settings = Type.Object({ GIFT_LIMIT: Type.Integer({ minimum: 1, default: 3 }) })
    expect(loadConfig({ ...service, schema: settings, env: {} })).toMatchObject({ GIFT_LIMIT: 3 })
    const config = loadConfig({
      ...service,
      schema: settings,
      env: { GIFT_LIMIT: '5' },
      overrides: { PORT: 0 },
    })
    expect(config).toMatchObject({ GIFT_LIMIT: 5, PORT: 0 })
  })

  it('names every invalid variable without echoing values that may be secrets', () => {
    const env = { PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://root:hunter2@db/x' }
    const attempt = () => loadConfig({ ...service, env })
    expect(attempt).toThrow(ConfigError)
    expect(attempt).toThrow(/PORT must be integer/)
    expect(attempt).toThrow(/LOG_LEVEL must be equal to one of/)
    expect(attempt).toThrow(/DATABASE_URL must match pattern/)
    expect(attempt).not.toThrow(/hunter2/)
  })

  it('refuses to run production on PGlite', () => {
    expect(() => loadConfig({ ...service, env: { NODE_ENV: 'production' } })).toThrow(
      /DATABASE_URL is required/,
    )
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/unikit',
      INTERNAL_TOKEN: 'x'.repeat(32),
    }
    expect(loadConfig({ ...service, env }).NODE_ENV).toBe('production')
  })

  it('refuses to run production without the internal token', () => {
    const env = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/unikit' }
    expect(() => loadConfig({ ...service, env })).toThrow(/INTERNAL_TOKEN is required in production/)
    expect(() => loadConfig({ ...service, env: { ...env, INTERNAL_TOKEN: 'short' } })).toThrow(
      /INTERNAL_TOKEN must have at least 32 characters|INTERNAL_TOKEN must/,
    )
  })

  it('knows where accounts answers and how long to trust a verified token', () => {
    const config = loadConfig({ ...service, env: {} })
    expect(config).toMatchObject({ ACCOUNTS_URL: 'http://127.0.0.1:4101', AUTH_CACHE_TTL_MS: 5000 })
    expect(() => loadConfig({ ...service, env: { AUTH_CACHE_TTL_MS: '30000' } })).toThrow(/AUTH_CACHE_TTL_MS/)
  })
})
