import { describe, expect, it } from 'vitest'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

describe('draining before a shutdown', () => {
  it('still serves, but reports not ready and closes each connection after its answer', async () => {
    const app = await buildTestApp(buildExampleApp)
    try {
      const before = await app.inject('/api/greeting')
      expect(before.headers['x-unikit-draining']).toBeUndefined()
      expect(before.headers.connection).not.toBe('close')

      await app.drain(0)
      const during = await app.inject('/api/greeting')
      expect(during.statusCode).toBe(200)
      expect(during.headers['x-unikit-draining']).toBe('1')
      expect(during.headers.connection).toBe('close')
      const ready = await app.inject('/readyz')
      expect(ready.statusCode).toBe(503)
      expect(ready.json().error.code).toBe('NOT_READY')
    } finally {
      await app.close()
    }
  })
})
