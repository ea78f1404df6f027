import { buildTestApp } from '@unikit/service-kit/testing'
import { buildApp } from '../app.ts'
import { bearer, linkToken, logIn, signUp, waitForMail } from './accountsFlow.ts'

/** What another service's tests need from a real accounts service. */
export interface RunningAccounts {
  /** e.g. `http://127.0.0.1:40123`: give it to the other service as ACCOUNTS_URL. */
  url: string
  /** The INTERNAL_TOKEN accounts requires; give the other service the same. */
  internalToken: string
  /** Signs a new student up and in through the API. */
  signUpAndLogIn(): Promise<{ userId: string; email: string; password: string; token: string }>
  /** `POST /api/private/...` or `/api/mobile/...` with an optional bearer token; the JSON answer and status. */
  call(
    method: 'GET' | 'POST',
    url: string,
    options?: { token?: string; payload?: object },
  ): Promise<{ status: number; body: Record<string, unknown> }>
  /** Confirms the user's address through the e-mailed link. */
  verifyEmail(email: string): Promise<void>
  close(): Promise<void>
}

/**
 * Starts the real accounts service in this process (fresh database, like `buildTestApp`) listening on an
 * ephemeral loopback port, for another service's tests.
 */
export async function startAccounts(): Promise<RunningAccounts> {
  const internalToken = `accounts-test-${crypto.randomUUID()}`
  const app = await buildTestApp(buildApp, { config: { INTERNAL_TOKEN: internalToken } })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })

  const call: RunningAccounts['call'] = async (method, path, options = {}) => {
    const response = await app.inject({
      method,
      url: path,
      ...(options.token ? { headers: bearer(options.token) } : {}),
      ...(options.payload ? { payload: options.payload } : {}),
    })
    return { status: response.statusCode, body: response.json() }
  }
  return {
    url,
    internalToken,
    async signUpAndLogIn() {
      const { id, email, password } = await signUp(app)
      return { userId: id, email, password, token: await logIn(app, email, password) }
    },
    call,
    async verifyEmail(email) {
      const mail = await waitForMail(app, email, /Confirm your Unikit e-mail address/)
      const answer = await call('POST', '/api/private/u/verify', { payload: { token: linkToken(mail) } })
      if (answer.status !== 200) throw new Error(`verification failed: ${JSON.stringify(answer.body)}`)
    },
    close: () => app.close(),
  }
}
