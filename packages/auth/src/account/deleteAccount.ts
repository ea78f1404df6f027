import { accountApi } from './accountApi.ts'
import { forgetSession } from './logout.ts'

/**
 * "Delete my account" (docs/product/platform.md#your-data): the server deletes it with the password, ending every
 * session and clearing the cookie; then this browser and its other tabs forget the session. Resolves signed out.
 * A wrong password rejects (`WRONG_PASSWORD`) and leaves the session as it was.
 */
export async function deleteAccount(password: string): Promise<void> {
  await accountApi.deleteAccount({ password })
  forgetSession()
}
