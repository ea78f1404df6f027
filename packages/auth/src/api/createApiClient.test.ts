import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackServer, sendJson, startLoopbackServer } from '../../test/loopbackServer.ts'
import { sessionStore } from '../session/sessionStore.ts'
import { createApiClient } from './createApiClient.ts'
import { readApiError } from './readApiError.ts'
import { onUnauthorized, type UnauthorizedEvent } from './unauthorized.ts'

let server: LoopbackServer

beforeAll(async () => {
  server = await startLoopbackServer((req, res) => {
    switch (req.url) {
      case '/api/private/me':
        return sendJson(res, 200, { authorization: req.headers.authorization ?? null })
      case '/api/private/order/list':
        return sendJson(res, 401, { error: { code: 'SESSION_EXPIRED', message: 'Your session has ended.' } })
      case '/api/private/login':
        return sendJson(res, 401, { error: { code: 'BAD_CREDENTIALS', message: 'Wrong password.' } })
      default:
        return sendJson(res, 404, { error: { code: 'NOT_FOUND', message: 'No such route.' } })
    }
  })
})
afterAll(async () => {
  await server.close()
})
afterEach(() => {
  sessionStore.getState().signOut()
  localStorage.clear()
})

const client = () => createApiClient({ baseUrl: `${server.origin}/api/` })
const signIn = () => sessionStore.getState().signIn({ loginType: 'app' })

describe('createApiClient', () => {
  it('joins paths to the base, with or without a leading slash', async () => {
    await client().get('private/me').json()
    await client().get('/private/me').json()
    expect(server.received.slice(-2).map((r) => r.url)).toEqual(['/api/private/me', '/api/private/me'])
  })

  it('holds no token: it never sends an Authorization header, signed in or not', async () => {
    expect(
      (await client().get('private/me').json<{ authorization: string | null }>()).authorization,
    ).toBeNull()
    signIn()
    expect(
      (await client().get('private/me').json<{ authorization: string | null }>()).authorization,
    ).toBeNull()
  })

  it('lets the browser send the session cookie to our own origin only, and none at all without the session', async () => {
    const seen: RequestCredentials[] = []
    const spy = (input: Request | URL | string, init?: RequestInit) => {
      seen.push((input as Request).credentials)
      return fetch(input, init)
    }
    await createApiClient({ baseUrl: `${server.origin}/api/`, fetch: spy })
      .get('private/me')
      .json()
    await createApiClient({ baseUrl: `${server.origin}/api/`, fetch: spy, session: false })
      .get('private/me')
      .json()
    expect(seen).toEqual(['same-origin', 'omit'])
  })

  it('on a 401 while signed in: ends the session and notifies listeners', async () => {
    signIn()
    const events: UnauthorizedEvent[] = []
    const unsubscribe = onUnauthorized((event) => events.push(event))
    const error = await client()
      .get('private/order/list')
      .json()
      .catch((e: unknown) => e)
    unsubscribe()
    expect(readApiError(error)).toEqual({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: 'Your session has ended.',
    })
    expect(sessionStore.getState().signedIn).toBe(false)
    expect(events).toEqual([{ url: `${server.origin}/api/private/order/list` }])
  })

  it('a 401 while signed out (a wrong password) leaves everything alone', async () => {
    const events: UnauthorizedEvent[] = []
    const unsubscribe = onUnauthorized((event) => events.push(event))
    const error = await client()
      .post('private/login', { json: { email: 'a@rmit.edu.vn', password: 'x' } })
      .json()
      .catch((e: unknown) => e)
    unsubscribe()
    expect(readApiError(error).code).toBe('BAD_CREDENTIALS')
    expect(events).toEqual([])
  })

  it('a late 401 of an earlier sign-in does not end a newer session', async () => {
    signIn()
    const events: UnauthorizedEvent[] = []
    const unsubscribe = onUnauthorized((event) => events.push(event))
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const slow = createApiClient({
      baseUrl: `${server.origin}/api/`,
      fetch: async (input, init) => {
        await held
        return fetch(input, init)
      },
    })
    const call = slow
      .get('private/order/list')
      .json()
      .catch(() => {})
    signIn()
    release()
    await call
    unsubscribe()
    expect(sessionStore.getState().signedIn).toBe(true)
    expect(events).toEqual([])
  })

  it('an unsubscribed listener hears nothing', async () => {
    signIn()
    let calls = 0
    onUnauthorized(() => calls++)()
    await client()
      .get('private/order/list')
      .json()
      .catch(() => {})
    expect(calls).toBe(0)
  })

  it('takes a custom onUnauthorized', async () => {
    const seen: number[] = []
    const custom = createApiClient({
      baseUrl: `${server.origin}/api/`,
      onUnauthorized: (generation) => seen.push(generation),
    })
    signIn()
    await custom
      .get('private/order/list')
      .json()
      .catch(() => {})
    expect(seen).toHaveLength(1)
  })
})
