import type { AccountsDb } from '../db/schema.ts'
import { confirmEmail } from '../db/users.ts'
import { errors } from '../errors.ts'
import { useLink } from './emailLinks.ts'

/** Opens a verification link: the address it was sent to is confirmed while the account still has it. */
export async function confirmVerification(db: AccountsDb, token: string): Promise<string> {
  const email = await db.transaction().execute(async (trx) => {
    const link = await useLink(trx, token, 'verify')
    return link ? confirmEmail(trx, link) : undefined
  })
  if (!email) throw new errors.INVALID_LINK()
  return email
}
