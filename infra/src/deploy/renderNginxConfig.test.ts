import { readFileSync } from 'node:fs'
import path from 'node:path'
import { payloadTooLargeBody } from '@unikit/config/security-headers'
import { describe, expect, it } from 'vitest'
import { renderNginxConfig } from './renderNginxConfig.ts'

describe('renderNginxConfig', () => {
  it('matches the committed infra/deploy/nginx.conf (run `pnpm --filter @unikit/infra deploy:nginx`)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../deploy/nginx.conf'), 'utf8')
    expect(committed).toBe(renderNginxConfig())
  })

  it('routes every public prefix to its service and keeps /internal closed', () => {
    const config = renderNginxConfig()
    expect(config).toContain('location ^~ /api/private/order/ { proxy_pass http://unikit_orders; }')
    expect(config).toContain('location ^~ /gift/ { proxy_pass http://unikit_gifts; }')
    expect(config).toContain('location ^~ /internal/ { return 404; }')
  })

  it('never forwards the development mail outbox: /api/dev falls to the /api/ 404', () => {
    const config = renderNginxConfig()
    expect(config).not.toContain('/api/dev')
    expect(config).toMatch(/location \^~ \/api\/ \{[^}]*return 404 /)
  })

  it('overwrites X-Forwarded-For with the connecting address instead of appending to what the client sent', () => {
    const config = renderNginxConfig()
    expect(config).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(config).not.toContain('$proxy_add_x_forwarded_for')
    expect(config.match(/X-Forwarded-For/g)).toHaveLength(1)
  })

  it('answers a body over 41 MB with the gateway’s coded 413 body, not nginx’s HTML page', () => {
    const config = renderNginxConfig()
    expect(config).toContain('client_max_body_size 41m;')
    expect(config).toContain('error_page 413 = @too_large;')
    expect(config).toContain(`return 413 '${payloadTooLargeBody}';`)
    expect(JSON.parse(payloadTooLargeBody).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('passes the session cookie through both ways and the Host the Origin check compares, port included', () => {
    const config = renderNginxConfig()
    expect(config).toContain('proxy_set_header Host $http_host;')
    expect(config).not.toMatch(/proxy_(hide_header|ignore_headers|set_header)\s+(Set-)?Cookie/i)
    expect(config).not.toMatch(/proxy_cookie_(path|domain|flags)/)
  })
})
