import { authErrors } from '@unikit/service-kit'
import type { AccountsDb } from '../db/schema.ts'
import { findProfile } from '../db/users.ts'

/** The signed-in user's profile; a session whose account is gone answers 401. */
export async function signedInProfile(db: AccountsDb, userId: string) {
  const user = await findProfile(db, userId)
  if (!user) throw new authErrors.UNAUTHORIZED()
  return user
}
