import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'

let app: ExampleApp

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
})
afterAll(() => app.close())

const notes = async () => (await app.db.selectFrom('notes').select('id').execute()).length

describe('text no route takes', () => {
  it('answers a NUL, an unpaired surrogate or a direction override anywhere in a body with 400, and writes nothing', async () => {
    const before = await notes()
    for (const bad of ['a\u0000b', 'a\uD800', 'a\u202Eb', '\uFEFFa']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/notes',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ body: bad }),
      })
      expect(response.statusCode, JSON.stringify(bad)).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.stringMatching(/^body\.body /),
      })
    }
    expect(await notes()).toBe(before)
  })

  it('checks nested values, keys and the query string too', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { body: 'fine', extra: [{ 'k\u0000': 'v' }] },
    })
    expect(nested.statusCode).toBe(400)
    const query = await app.inject('/api/slow?ms=1&x=%00')
    expect(query.statusCode).toBe(400)
    expect(query.json().error.message).toMatch(/^querystring\.x /)
  })

  it('takes Vietnamese, emoji and line breaks', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/notes',
      payload: { body: 'Cảm ơn 👍\nthầy' },
    })
    expect(response.statusCode).toBe(201)
  })

  it('refuses a number sent as a string in a body, but reads one from the query string and the path', async () => {
    const created = await app.inject({ method: 'POST', url: '/api/notes', payload: { body: 'n' } })
    const { id } = created.json()
    expect((await app.inject(`/api/notes/${id}`)).statusCode).toBe(200)
    expect((await app.inject('/api/slow?ms=1')).statusCode).toBe(200)
    const typed = await app.inject({ method: 'POST', url: '/api/notes', payload: { body: 5 } })
    expect(typed.statusCode).toBe(400)
  })
})
