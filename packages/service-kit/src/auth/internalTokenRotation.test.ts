import { describe, expect, it } from 'vitest'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

const OLD = 'old-internal-token-0123456789abcdef0123'
const NEW = 'new-internal-token-0123456789abcdef0123'

describe('rotating INTERNAL_TOKEN', () => {
  it('accepts INTERNAL_TOKEN_ACCEPT beside INTERNAL_TOKEN, and nothing else', async () => {
    const app = await buildTestApp(buildExampleApp, {
      config: { INTERNAL_TOKEN: NEW, INTERNAL_TOKEN_ACCEPT: OLD },
    })
    try {
      const introspect = (token: string) =>
        app.inject({
          method: 'POST',
          url: '/internal/sessions/introspect',
          headers: { 'x-internal-token': token },
          payload: { token: 'none' },
        })
      expect((await introspect(NEW)).statusCode).toBe(200)
      expect((await introspect(OLD)).statusCode).toBe(200)
      expect((await introspect(`${OLD}x`)).statusCode).toBe(403)
    } finally {
      await app.close()
    }
  })
})
