import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from './AccountsApp.ts'
import { buildApp } from './app.ts'
import { GOOD_PASSWORD, linkToken, studentEmail, waitForMail } from './testing/accountsFlow.ts'

const INTERNAL_TOKEN = 'security-tests-internal-token-0123456789ab'
let app: AccountsApp
interface Call {
  method?: 'GET' | 'POST'
  url: string
  headers?: Record<string, string>
  payload?: object
}
const responses: { url: string; body: string; headers: unknown }[] = []

beforeAll(async () => {
  app = await buildTestApp(buildApp, { config: { INTERNAL_TOKEN } })
})
afterAll(() => app.close())

async function call(options: Call) {
  const response = await app.inject(options)
  responses.push({ url: options.url, body: response.body, headers: response.headers })
  return response
}

describe('no answer ever carries a password, a hash or a stored token hash', () => {
  it('through a whole account’s life, failures included', async () => {
    const email = studentEmail()
    const newPassword = 'Second passphrase here 2'
    const resetPassword = 'Third passphrase here 3'
    const auth = (token: string) => ({ authorization: `Bearer ${token}` })

    const signup = await call({
      method: 'POST',
      url: '/api/private/signup',
      payload: { first_name: 'An', last_name: 'Nguyen', email, password: GOOD_PASSWORD },
    })
    const userId = signup.json().id
    await call({
      method: 'POST',
      url: '/api/private/signup',
      payload: { first_name: 'An', last_name: 'N', email, password: GOOD_PASSWORD },
    })
    await call({
      method: 'POST',
      url: '/api/private/signup',
      payload: { first_name: 'An', last_name: 'N', email: studentEmail(), password: 'password' },
    })
    await call({
      method: 'POST',
      url: '/api/private/login',
      payload: { email, password: 'Wrong password 99' },
    })
    const token = (
      await call({ method: 'POST', url: '/api/private/login', payload: { email, password: GOOD_PASSWORD } })
    ).json().id
    await call({ url: '/api/private/me', headers: auth(token) })
    await call({ url: '/api/private/accounts/whoami', headers: auth(token) })
    await call({
      method: 'POST',
      url: '/api/private/me/update',
      headers: auth(token),
      payload: { first_name: 'An', last_name: 'Nguyen', email, phone: '0912345678' },
    })
    await call({ method: 'POST', url: '/api/private/u/verify/create', headers: auth(token) })
    const verifyToken = linkToken(await waitForMail(app, email, /Confirm/))
    await call({ method: 'POST', url: '/api/private/u/verify', payload: { token: verifyToken } })
    await call({ method: 'POST', url: '/api/private/u/verify', payload: { token: verifyToken } })
    await call({
      method: 'POST',
      url: '/api/private/me/set_password',
      headers: auth(token),
      payload: { current_password: 'Wrong password 99', password: newPassword },
    })
    await call({
      method: 'POST',
      url: '/api/private/me/set_password',
      headers: auth(token),
      payload: { current_password: GOOD_PASSWORD, password: newPassword },
    })
    await call({ method: 'POST', url: '/api/private/reset_password', payload: { email } })
    const resetToken = linkToken(await waitForMail(app, email, /Reset/))
    await call({
      method: 'POST',
      url: '/api/private/u/reset',
      payload: { token: resetToken, password: 'short' },
    })
    await call({
      method: 'POST',
      url: '/api/private/u/reset',
      payload: { token: resetToken, password: resetPassword },
    })
    const internal = { 'x-internal-token': INTERNAL_TOKEN }
    await call({
      method: 'POST',
      url: '/internal/sessions/introspect',
      headers: internal,
      payload: { token },
    })
    const token2 = (
      await call({ method: 'POST', url: '/api/private/login', payload: { email, password: resetPassword } })
    ).json().id
    await call({
      method: 'POST',
      url: '/internal/sessions/introspect',
      headers: internal,
      payload: { token: token2 },
    })
    await call({
      method: 'POST',
      url: '/internal/wallet/credit',
      headers: internal,
      payload: { userId, amount: 5000, idempotencyKey: 'sec-1', reason: 'test' },
    })
    await call({
      method: 'POST',
      url: '/internal/wallet/debit',
      headers: internal,
      payload: { userId, amount: 9000, idempotencyKey: 'sec-2', reason: 'test' },
    })
    await call({ url: '/api/mobile/user/logout', headers: auth(token2) })
    await call({ url: '/api/private/me', headers: auth(token2) })
    await call({ url: '/docs/json' })

    // The OpenAPI document names no column either: the response schemas are allow-lists.
    const secrets = [GOOD_PASSWORD, newPassword, resetPassword, 'password_hash', '$argon2', 'token_hash']
    const stored = await app.db.selectFrom('users').select('password_hash').execute()
    const hashes = [
      ...stored.map((row) => row.password_hash),
      ...(await app.db.selectFrom('sessions').select('token_hash').execute()).map((row) => row.token_hash),
      ...(await app.db.selectFrom('email_links').select('token_hash').execute()).map((row) => row.token_hash),
    ]
    expect(responses.length).toBeGreaterThan(20)
    for (const response of responses) {
      const text = `${JSON.stringify(response.headers)}\n${response.body}`
      for (const secret of [...secrets, ...hashes]) {
        expect(text, `${response.url} leaks ${secret}`).not.toContain(secret)
      }
    }
  })
})
