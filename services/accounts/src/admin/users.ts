import { randomBytes } from 'node:crypto'
import type { ServiceApp } from '@unikit/service-kit'
import { AdminError } from '@unikit/service-kit/admin'
import { sql } from 'kysely'
import type { Role } from '../db/schema.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { type IssuedLink, issueLink } from '../links/emailLinks.ts'
import { hashPassword } from '../password/passwordHasher.ts'
import { isUniqueViolation } from '../users/isUniqueViolation.ts'

type Db = ServiceApp['db']

export async function findUserByEmail(db: Db, email: string) {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst()
  if (!user) throw new AdminError(`No account has the address ${email.trim()}`)
  return user
}

export async function setRole(db: Db, email: string, role: Role) {
  const user = await findUserByEmail(db, email)
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', user.id).execute()
  return { ...user, role }
}

/**
 * A verified admin account whose password nobody knows yet: the returned one-hour reset link (also mailed)
 * lets the admin choose it, so no password passes through the shell or its history.
 */
export async function createAdmin(
  db: Db,
  input: { email: string; firstName: string; lastName: string; domain: string; publicOrigin: string },
): Promise<{ id: string; email: string; link: IssuedLink }> {
  const email = readEmail(input.email, input.domain)
  const unusable = await hashPassword(randomBytes(32).toString('base64url'))
  return db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email: email.address,
          first_name: input.firstName,
          last_name: input.lastName,
          password_hash: unusable,
          role: 'admin',
          email_verified_at: sql<Date>`now()`,
        })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow()
      await trx.insertInto('wallets').values({ user_id: user.id }).execute()
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
