import { randomBytes } from 'node:crypto'
import { AdminError } from '@unikit/service-kit/admin'
import type { AccountsDb, Role } from '../db/schema.ts'
import { findUserByEmailKey, insertUser, setRole as saveRole } from '../db/users.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { type IssuedLink, issueLink } from '../links/emailLinks.ts'
import { hashPassword } from '../password/passwordHasher.ts'
import { isUniqueViolation } from '../users/isUniqueViolation.ts'

export async function findUserByEmail(db: AccountsDb, email: string) {
  const user = await findUserByEmailKey(db, email.trim().toLowerCase())
  if (!user) throw new AdminError(`No account has the address ${email.trim()}`)
  const { password_hash: _hash, ...shown } = user
  return shown
}

export async function setRole(db: AccountsDb, email: string, role: Role) {
  const user = await findUserByEmail(db, email)
  await saveRole(db, user.id, role)
  return { ...user, role }
}

/**
 * A verified admin account whose password nobody knows yet: the returned one-hour reset link (also mailed)
 * lets the admin choose it, so no password passes through the shell or its history.
 */
export async function createAdmin(
  db: AccountsDb,
  input: { email: string; firstName: string; lastName: string; domain: string; publicOrigin: string },
): Promise<{ id: string; email: string; link: IssuedLink }> {
  const email = readEmail(input.email, input.domain)
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  return db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, {
        email: email.address,
        first_name: input.firstName,
        last_name: input.lastName,
        password_hash: unusable,
        role: 'admin',
        verified: true,
      })
      const link = await issueLink(trx, {
        userId: user.id,
        purpose: 'reset',
        email: user.email,
        publicOrigin: input.publicOrigin,
      })
      return { ...user, link }
    })
    .catch((error) => {
      if (isUniqueViolation(error, 'users_email_key')) {
        throw new AdminError(`${email.address} already has an account: use "promote" instead`)
      }
      throw error
    })
}

function readEmail(raw: string, domain: string) {
  try {
    return readUniversityEmail(raw, domain)
  } catch {
    throw new AdminError(`${raw.trim()} is not an address of ${domain}`)
  }
}
