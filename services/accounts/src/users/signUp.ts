import { randomUUID } from 'node:crypto'
import type { SignupBody } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../AccountsApp.ts'
import { findUserByEmailKey, insertUser } from '../db/users.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { issueLink } from '../links/emailLinks.ts'
import { signupAttemptMail, verificationMail } from '../mail/accountMails.ts'
import { checkPasswordPolicy } from '../password/checkPasswordPolicy.ts'
import { hashPassword } from '../password/passwordHasher.ts'
import { isUniqueViolation } from './isUniqueViolation.ts'
import { requiredText } from './readProfileFields.ts'

/**
 * A new student account (docs/product/accounts.md#sign-up): a university address, a name and a password that
 * passes the policy. The user, the wallet, the verification link and its mail are one transaction. An address
 * that has an account already gets the same answer (an id, after the same password hashing) and its owner a
 * mail, so sign-up never tells anyone else that the address is taken (docs/decisions/0602-sign-up-reveals-no-account.md).
 */
export async function signUp(app: AccountsApp, input: SignupBody): Promise<{ id: string }> {
  const { config, db } = app
  const email = readUniversityEmail(input.email, config.UNIVERSITY_EMAIL_DOMAIN)
  const firstName = requiredText(input.first_name, 'first_name')
  const lastName = requiredText(input.last_name, 'last_name')
  checkPasswordPolicy(input.password, email.localPart)
  const passwordHash = await hashPassword(input.password)
  return db
    .transaction()
    .execute(async (trx) => {
      const user = await insertUser(trx, {
        email: email.address,
        first_name: firstName,
        last_name: lastName,
        password_hash: passwordHash,
      })
      const link = await issueLink(trx, {
        userId: user.id,
        purpose: 'verify',
        email: user.email,
        publicOrigin: config.PUBLIC_ORIGIN,
      })
      await app.outbox.enqueue(trx, verificationMail({ to: user.email, firstName, url: link.url }))
      return { id: user.id }
    })
    .catch(async (error) => {
      // The unique index on lower(email) settles two sign-ups of one address racing each other.
      if (!isUniqueViolation(error, 'users_email_key')) throw error
      const owner = await findUserByEmailKey(db, email.key)
      if (owner) {
        const mail = signupAttemptMail({
          to: owner.email,
          firstName: owner.first_name,
          origin: config.PUBLIC_ORIGIN,
        })
        await app.outbox.enqueue(db, mail)
      }
      // An id of the shape a new account gets, of no account.
      return { id: randomUUID() }
    })
}
