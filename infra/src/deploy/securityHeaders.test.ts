import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { remoteNames } from '@unikit/config/remotes'
import {
  apiContentSecurityPolicy,
  baseSecurityHeaders,
  pageContentSecurityPolicy,
  strictTransportSecurity,
} from '@unikit/config/security-headers'
import { describe, expect, it } from 'vitest'
import { buildGateway } from '../gateway/buildGateway.ts'
import { serviceNames } from '../services.ts'
import { renderNginxConfig } from './renderNginxConfig.ts'
import { renderWebNginxConfig } from './renderWebNginxConfig.ts'

/** Each `location` block of a config with the headers it adds: `{ '/ ': { name: value } }`. */
function locationHeaders(config: string): Map<string, Record<string, string>> {
  const blocks = new Map<string, Record<string, string>>()
  for (const match of config.matchAll(/location ([^{]+)\{([^}]*)\}/g)) {
    const headers: Record<string, string> = {}
    for (const line of (match[2] ?? '').matchAll(/add_header (\S+) "([^"]*)" always;/g)) {
      headers[(line[1] ?? '').toLowerCase()] = line[2] ?? ''
    }
    blocks.set((match[1] ?? '').trim(), headers)
  }
  return blocks
}

const pageHeaders = { ...baseSecurityHeaders, 'content-security-policy': pageContentSecurityPolicy([]) }

describe('one definition of the security headers', () => {
  it('has a strict CSP: no inline script, no framing', () => {
    const csp = pageContentSecurityPolicy(['https://cdn.example'])
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example;/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(apiContentSecurityPolicy).toContain("default-src 'none'")
  })

  it('is what nginx adds to every static location, and to its own API answers (HSTS only on the HTTPS edge)', () => {
    for (const [config, hsts] of [
      [renderNginxConfig(), strictTransportSecurity],
      [renderWebNginxConfig(), {}],
    ] as const) {
      const blocks = locationHeaders(config)
      for (const location of ['/', '= /remotes.json', '~ (mf-manifest\\.json|remoteEntry\\.js)$']) {
        expect(blocks.get(location), location).toEqual(expect.objectContaining({ ...pageHeaders, ...hsts }))
      }
      expect(blocks.get('^~ /api/')).toEqual({
        ...baseSecurityHeaders,
        ...hsts,
        'content-security-policy': apiContentSecurityPolicy,
      })
    }
  })

  it('is what the development gateway sends with pages and files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gateway-headers-'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Unikit</title>')
    await writeFile(path.join(dir, 'main.0123456789.js'), 'console.log(1)')
    const gateway = await buildGateway({
      shellDir: dir,
      remoteDirs: Object.fromEntries(remoteNames.map((name) => [name, dir])) as never,
      upstreams: Object.fromEntries(serviceNames.map((name) => [name, 'http://127.0.0.1:9'])) as never,
    })
    try {
      for (const url of ['/', '/citation/new', '/main.0123456789.js']) {
        const response = await gateway.inject({ url, headers: { accept: 'text/html' } })
        for (const [name, value] of Object.entries(pageHeaders))
          expect(response.headers[name], `${url} ${name}`).toBe(value)
      }
    } finally {
      await gateway.close()
    }
  })
})
