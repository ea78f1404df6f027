import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExampleApp } from '../fixtures/exampleService.ts'
import { buildExampleApp } from '../fixtures/exampleService.ts'
import { buildTestApp } from '../testing/buildTestApp.ts'
import { findDuplicateKey } from './findDuplicateKey.ts'

let app: ExampleApp

beforeAll(async () => {
  app = await buildTestApp(buildExampleApp)
})
afterAll(() => app.close())

const postJson = (payload: string | Buffer) =>
  app.inject({ method: 'POST', url: '/api/notes', headers: { 'content-type': 'application/json' }, payload })

const noteCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('notes')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('every URL gets a coded answer (docs/decisions/0728-every-url-gets-a-coded-answer.md)', () => {
  it('answers a malformed escape in the query or the path with 400 MALFORMED_URL', async () => {
    for (const url of [
      '/api/greeting?x=%FF',
      '/api/greeting?x=%',
      '/api/greeting?x=%E0%A4',
      '/api/notes/%FF',
    ]) {
      const response = await app.inject(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error.code, url).toBe('MALFORMED_URL')
    }
  })

  it('reads a query holding `../` as text', async () => {
    const response = await app.inject('/api/greeting?q=a../b')
    expect(response.statusCode).toBe(200)
  })

  it('answers a 2 MB body with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await postJson(`{"body":"${'x'.repeat(2 * 1024 * 1024)}"}`)
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE')
  })
})

describe('request bodies are exact (docs/decisions/0730-request-bodies-are-exact.md)', () => {
  it('refuses bytes that are not UTF-8 with 400 INVALID_UTF8 and stores nothing', async () => {
    const before = await noteCount()
    const bytes = Buffer.concat([Buffer.from('{"body":"Nguy'), Buffer.from([0xff, 0xfe]), Buffer.from('n"}')])
    const response = await postJson(bytes)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('INVALID_UTF8')
    expect(await noteCount()).toBe(before)
    expect((await postJson('{"body":"Nguyễn Văn Ánh"}')).statusCode).toBe(201)
  })

  it('refuses a key given twice with 400 DUPLICATE_KEY naming it', async () => {
    const response = await postJson('{"body":"first","body":"second"}')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({ code: 'DUPLICATE_KEY', message: 'body.body is given twice' })
  })

  it('refuses a field the call does not take with 400 UNKNOWN_FIELD naming it', async () => {
    const response = await postJson('{"body":"with extra","pinned":true}')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'UNKNOWN_FIELD',
      message: 'body.pinned is not a field of this call',
    })
  })

  it('still refuses __proto__ keys', async () => {
    const response = await postJson('{"body":"x","__proto__":{"admin":true}}')
    expect(response.statusCode).toBe(400)
  })
})

describe('findDuplicateKey', () => {
  it('finds a repeated key at any depth, however it is escaped, and nothing else', () => {
    expect(findDuplicateKey('{"a":1,"b":{"c":[{"d":1,"e":2}]}}')).toBeUndefined()
    expect(findDuplicateKey('{"a":{"x":"}\\"","x":2}}')).toBe('body.a.x')
    expect(findDuplicateKey('{"a":1,"\\u0061":2}')).toBe('body.a')
    expect(findDuplicateKey('[{"a":1},{"a":1,"b":[{"c":1,"c":2}]}]')).toBe('body/1.b/0.c')
    expect(findDuplicateKey('{"list":[{"k":1},{"k":2}],"k":3}')).toBeUndefined()
    expect(findDuplicateKey('"a"')).toBeUndefined()
  })
})
