import { accountApi } from './accountApi.ts'
import { logout } from './logout.ts'

/**
 * "Delete my account" (docs/product/platform.md#your-data): the server deletes it with the password, ending every
 * session; then this browser signs out the usual way, so whatever holds the session here is forgotten. Resolves
 * signed out (the revocation, a formality now, goes on in the background). A wrong password rejects
 * (`WRONG_PASSWORD`) and leaves the session as it was.
 */
export async function deleteAccount(password: string): Promise<void> {
  await accountApi.deleteAccount({ password })
  void logout()
}
