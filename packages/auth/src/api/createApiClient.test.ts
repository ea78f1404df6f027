import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackServer, sendJson, startLoopbackServer } from '../../test/loopbackServer.ts'
import { sessionStore } from '../session/sessionStore.ts'
import { createApiClient } from './createApiClient.ts'
import { readApiError } from './readApiError.ts'
import { onUnauthorized, type UnauthorizedEvent } from './unauthorized.ts'

let server: LoopbackServer
let otherOrigin: LoopbackServer

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
  otherOrigin = await startLoopbackServer((req, res) =>
    sendJson(res, 200, { authorization: req.headers.authorization ?? null }),
  )
})
afterAll(async () => {
  await server.close()
  await otherOrigin.close()
})
afterEach(() => {
  sessionStore.getState().signOut()
  localStorage.clear()
})

const client = () => createApiClient({ baseUrl: `${server.origin}/api/` })
const signIn = (token: string) => sessionStore.getState().signIn({ token, loginType: 'app' })

describe('createApiClient', () => {
  it('joins paths to the base, with or without a leading slash', async () => {
    await client().get('private/me').json()
    await client().get('/private/me').json()
    expect(server.received.slice(-2).map((r) => r.url)).toEqual(['/api/private/me', '/api/private/me'])
  })

  it('sends no Authorization header while signed out', async () => {
    const body = await client().get('private/me').json<{ authorization: string | null }>()
    expect(body.authorization).toBeNull()
  })

  it('sends the stored token as a bearer header', async () => {
    signIn('token-123')
    const body = await client().get('private/me').json<{ authorization: string | null }>()
    expect(body.authorization).toBe('Bearer token-123')
  })

  it('never sends the token to another origin', async () => {
    signIn('token-123')
    const body = await client()
      .get(new URL(`${otherOrigin.origin}/collect`))
      .json<{ authorization: string | null }>()
    expect(body.authorization).toBeNull()
  })

  it('on a 401 for the stored token: clears the session and notifies listeners', async () => {
    signIn('expired-token')
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
    expect(sessionStore.getState().token).toBeNull()
    expect(JSON.parse(localStorage.getItem('unikit:v2:session')!).state.token).toBeNull()
    expect(events).toEqual([{ url: `${server.origin}/api/private/order/list` }])
  })

  it('a 401 on a call without a token (wrong password) leaves everything alone', async () => {
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

  it('a late 401 for an old token does not end a newer session', async () => {
    signIn('old-token')
    const events: UnauthorizedEvent[] = []
    const unsubscribe = onUnauthorized((event) => events.push(event))
    const stale = createApiClient({ baseUrl: `${server.origin}/api/`, getToken: () => 'old-token' })
    signIn('new-token')
    await stale
      .get('private/order/list')
      .json()
      .catch(() => {})
    unsubscribe()
    expect(sessionStore.getState().token).toBe('new-token')
    expect(events).toEqual([])
  })

  it('an unsubscribed listener hears nothing', async () => {
    signIn('expired-token')
    let calls = 0
    onUnauthorized(() => calls++)()
    await client()
      .get('private/order/list')
      .json()
      .catch(() => {})
    expect(calls).toBe(0)
  })

  it('takes custom getToken and onUnauthorized', async () => {
    const seen: string[] = []
    const custom = createApiClient({
      baseUrl: `${server.origin}/api/`,
      getToken: () => 'custom-token',
      onUnauthorized: (token) => seen.push(token),
    })
    const body = await custom.get('private/me').json<{ authorization: string }>()
    expect(body.authorization).toBe('Bearer custom-token')
    await custom
      .get('private/order/list')
      .json()
      .catch(() => {})
    expect(seen).toEqual(['custom-token'])
  })
})
