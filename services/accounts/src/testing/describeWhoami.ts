import { setTimeout as sleep } from 'node:timers/promises'
import type { BaseConfig, ServiceApp } from '@unikit/service-kit'
import { type BuildApp, buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAccounts, startAccounts } from './startAccounts.ts'

/** Short in these tests so revocation shows at once; the setting allows at most 10 s. */
const CACHE_MS = 300

/**
 * The cross-service auth tests every service runs: its app, pointed at a real accounts service listening on
 * loopback, answers `GET /api/private/<service>/whoami` for a live token and refuses a missing, unknown,
 * signed-out or password-changed one (within AUTH_CACHE_TTL_MS).
 */
export function describeWhoami<DB, Config extends BaseConfig>(
  service: string,
  buildApp: BuildApp<DB, Config>,
) {
  describe(`${service}: bearer tokens checked by the accounts service`, () => {
    let accounts: RunningAccounts
    let app: ServiceApp<DB, Config>

    beforeAll(async () => {
      accounts = await startAccounts()
      app = await buildTestApp(buildApp, {
        config: {
          ACCOUNTS_URL: accounts.url,
          INTERNAL_TOKEN: accounts.internalToken,
          AUTH_CACHE_TTL_MS: CACHE_MS,
        } as Partial<Config>,
      })
    })
    afterAll(async () => {
      await app?.close()
      await accounts?.close()
    })

    const whoami = (token?: string) =>
      app.inject({
        url: `/api/private/${service}/whoami`,
        ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      })

    it('answers who a live token is, and sees the address verified', async () => {
      const user = await accounts.signUpAndLogIn()
      const response = await whoami(user.token)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ service, userId: user.userId, verified: false })
      await accounts.verifyEmail(user.email)
      await sleep(CACHE_MS + 50)
      expect((await whoami(user.token)).json()).toEqual({ service, userId: user.userId, verified: true })
    })

    it('refuses a missing or unknown token with 401 UNAUTHORIZED', async () => {
      for (const token of [undefined, 'AAAAAAAAAAAAAAAAAAAAAA']) {
        const response = await whoami(token)
        expect(response.statusCode).toBe(401)
        expect(response.json().error.code).toBe('UNAUTHORIZED')
      }
    })

    it('refuses a signed-out token', async () => {
      const user = await accounts.signUpAndLogIn()
      expect((await whoami(user.token)).statusCode).toBe(200)
      expect((await accounts.call('GET', '/api/mobile/user/logout', { token: user.token })).status).toBe(200)
      await sleep(CACHE_MS + 50)
      const refused = await whoami(user.token)
      expect(refused.statusCode).toBe(401)
      expect(refused.json().error.code).toBe('UNAUTHORIZED')
    })

    it('refuses the other sessions of a user who changed their password', async () => {
      const user = await accounts.signUpAndLogIn()
      const other = (
        await accounts.call('POST', '/api/private/login', {
          payload: { email: user.email, password: user.password },
        })
      ).body.id as string
      expect((await whoami(other)).statusCode).toBe(200)
      const changed = await accounts.call('POST', '/api/private/me/set_password', {
        token: user.token,
        payload: { current_password: user.password, password: 'A fresh passphrase 2026' },
      })
      expect(changed.status).toBe(200)
      await sleep(CACHE_MS + 50)
      expect((await whoami(other)).statusCode).toBe(401)
      expect((await whoami(user.token)).statusCode).toBe(200)
    })
  })
}
