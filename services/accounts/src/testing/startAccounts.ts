import type { DevMail } from '@unikit/contracts/dev'
import { readOutbox } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { runAdmin } from '../admin/runAdmin.ts'
import { buildApp } from '../app.ts'
import { setVerifiedAt } from '../db/verificationDates.ts'
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
  /** Runs an admin command, as `pnpm --filter @unikit/accounts admin …` would; what it prints. */
  admin(command: string): Promise<string>
  /**
   * A verified student, signed in, whose balance is `balance` dong (credited as a bank transfer), verified
   * `verifiedDaysAgo` days ago (just now by default).
   */
  student(options?: { balance?: number; verifiedDaysAgo?: number }): Promise<SignedIn>
  /** A verified staff member, signed in. */
  staff(): Promise<SignedIn>
  /** The mail accounts sent to `to` whose subject matches, waiting up to 5 s for the first (notices are mailed here). */
  mailTo(to: string, subject: RegExp): Promise<DevMail>
  close(): Promise<void>
}

export interface SignedIn {
  userId: string
  email: string
  token: string
}

/**
 * Starts the real accounts service in this process (fresh database, like `buildTestApp`) listening on an
 * ephemeral loopback port, for another service's tests.
 */
export async function startAccounts(): Promise<RunningAccounts> {
  const internalToken = `accounts-test-${crypto.randomUUID()}`
  // Another service's tests make many students from one address; accounts' own tests hold its limits.
  const app = await buildTestApp(buildApp, {
    config: { INTERNAL_TOKEN: internalToken, SIGNUP_RATE_MAX: 1000, LINK_RATE_MAX: 1000 },
  })
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
  const verifyEmail = async (email: string) => {
    const mail = await waitForMail(app, email, /Confirm your Unikit e-mail address/)
    const answer = await call('POST', '/api/private/u/verify', { payload: { token: linkToken(mail) } })
    if (answer.status !== 200) throw new Error(`verification failed: ${JSON.stringify(answer.body)}`)
  }
  const admin = (command: string) => runAdmin(command.split(' '), app)
  const verifiedUser = async (then: (email: string, userId: string) => Promise<unknown>) => {
    const { id, email, password } = await signUp(app)
    await verifyEmail(email)
    await then(email, id)
    return { userId: id, email, token: await logIn(app, email, password) }
  }
  return {
    url,
    internalToken,
    async signUpAndLogIn() {
      const { id, email, password } = await signUp(app)
      return { userId: id, email, password, token: await logIn(app, email, password) }
    },
    call,
    verifyEmail,
    admin,
    student: (options = {}) =>
      verifiedUser(async (email, userId) => {
        if (options.balance)
          await admin(`credit ${email} ${options.balance} --ref test-${crypto.randomUUID()}`)
        if (options.verifiedDaysAgo)
          await setVerifiedAt(app.db, userId, new Date(Date.now() - options.verifiedDaysAgo * 86_400_000))
      }),
    staff: () => verifiedUser((email) => admin(`role ${email} staff`)),
    async mailTo(to, subject) {
      const deadline = Date.now() + 5000
      for (;;) {
        const mails = await readOutbox(app.config.OUTBOX_DIR, { to, limit: 50 })
        const found = mails.find((mail) => subject.test(mail.subject))
        if (found) return found
        if (Date.now() > deadline) throw new Error(`no mail ${subject} to ${to}`)
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
    },
    close: () => app.close(),
  }
}
