import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningAccounts, startAccounts } from '../../testing/startAccounts.ts'

let accounts: RunningAccounts

beforeAll(async () => {
  accounts = await startAccounts()
})
afterAll(() => accounts.close())

const introspect = async (token: string) => {
  const response = await fetch(`${accounts.url}/internal/sessions/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': accounts.internalToken },
    body: JSON.stringify({ token }),
  })
  return (await response.json()) as { verifiedAt: string | null } & Record<string, unknown>
}

describe('session introspection', () => {
  it('tells a service since when the account is verified, and null before it is', async () => {
    const fresh = await accounts.signUpAndLogIn()
    expect(await introspect(fresh.token)).toMatchObject({ active: true, verified: false, verifiedAt: null })
    const older = await accounts.student({ verifiedDaysAgo: 10 })
    const answer = await introspect(older.token)
    expect(answer).toMatchObject({ active: true, verified: true, userId: older.userId })
    const days = (Date.now() - Date.parse(answer.verifiedAt as string)) / 86_400_000
    expect(days).toBeGreaterThan(9.9)
    expect(days).toBeLessThan(10.1)
  })
})
