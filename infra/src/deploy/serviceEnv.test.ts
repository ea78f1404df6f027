import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const settings = new Map(
  readFileSync(path.resolve(import.meta.dirname, '../../deploy/service.env.example'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
)

describe('the production service environment (infra/deploy/service.env.example)', () => {
  it('trusts X-Forwarded-For from nginx only: neither the loopback default nor everyone', () => {
    const trustProxy = settings.get('TRUST_PROXY')
    expect(trustProxy).toBeDefined()
    expect(['', 'loopback', 'true', 'false']).not.toContain(trustProxy)
  })

  it('runs in production mode on the port nginx proxies to', () => {
    expect(settings.get('NODE_ENV')).toBe('production')
    expect(readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')).toContain(
      `.internal:${settings.get('PORT')};`,
    )
  })
})
