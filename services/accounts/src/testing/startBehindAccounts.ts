import type { BaseConfig, ServiceApp } from '@unikit/service-kit'
import { type BuildApp, buildTestApp } from '@unikit/service-kit/testing'
import { type RunningAccounts, type SignedIn, startAccounts } from './startAccounts.ts'

/** An answer: the status and the JSON body, read loosely by the tests that check it. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the body's shape with toMatchObject
export type Answer = { status: number; body: any }

export interface BehindAccounts<App> {
  app: App
  accounts: RunningAccounts
  /** A call with the signed-in user's token (none for `null`): the status and the JSON answer. */
  call(who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer>
  close(): Promise<void>
}

/** A service on a fresh database, pointed at a real accounts service on loopback that checks its sessions. */
export async function startBehindAccounts<DB, Config extends BaseConfig>(
  buildApp: BuildApp<DB, Config>,
  config: Partial<Config> = {},
): Promise<BehindAccounts<ServiceApp<DB, Config>>> {
  const accounts = await startAccounts()
  const app = await buildTestApp(buildApp, {
    config: { ACCOUNTS_URL: accounts.url, INTERNAL_TOKEN: accounts.internalToken, ...config },
  })
  return {
    app,
    accounts,
    async call(who, method, url, payload) {
      const response = await app.inject({
        method,
        url,
        headers: who ? { authorization: `Bearer ${who.token}` } : {},
        ...(payload ? { payload } : {}),
      })
      return { status: response.statusCode, body: response.body ? response.json() : undefined }
    },
    async close() {
      await app.close()
      await accounts.close()
    },
  }
}
