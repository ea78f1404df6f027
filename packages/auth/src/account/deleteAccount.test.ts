import { afterEach, describe, expect, it } from 'vitest'
import { readApiError } from '../api/readApiError.ts'
import { sessionStore } from '../session/sessionStore.ts'
import { accountApi } from './accountApi.ts'
import { deleteAccount } from './deleteAccount.ts'
import { signInWithPassword } from './signInWithPassword.ts'

// Against the real accounts service (test/node/accountsService.ts).

afterEach(() => {
  sessionStore.getState().signOut()
  localStorage.clear()
})

async function signedIn() {
  const email = `s${Date.now().toString(36)}d@rmit.edu.vn`
  const password = `Delete-${Date.now().toString(36)}`
  await accountApi.signup({ first_name: 'Lan', last_name: 'Trần', email, password })
  await signInWithPassword({ email, password })
  return { email, password }
}

describe('deleteAccount', () => {
  it('with a wrong password rejects with WRONG_PASSWORD and stays signed in', async () => {
    await signedIn()
    const failure = await deleteAccount('not the password').catch((error: unknown) => error)
    expect(readApiError(failure)).toMatchObject({ status: 400, code: 'WRONG_PASSWORD' })
    expect(sessionStore.getState().user).not.toBeNull()
  })

  it('deletes the account and signs out; the password no longer signs in', async () => {
    const account = await signedIn()
    await deleteAccount(account.password)
    expect(sessionStore.getState().user).toBeNull()
    const failure = await signInWithPassword(account).catch((error: unknown) => error)
    expect(readApiError(failure)).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' })
  })
})
