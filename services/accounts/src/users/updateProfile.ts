import type { UpdateMeBody } from '@unikit/contracts/accounts'
import { authErrors, withRetryAfter } from '@unikit/service-kit'
import type { AccountsApp } from '../AccountsApp.ts'
import type { AccountsConfig } from '../config.ts'
import { emailChangeAttemptWait, insertEmailChangeAttempt } from '../db/emailChangeAttempts.ts'
import { insertEmailChange } from '../db/emailChanges.ts'
import { retireLinks } from '../db/emailLinks.ts'
import type { AccountsDb } from '../db/schema.ts'
import { lockUser, type ProfileChanges, updateProfile as saveProfile } from '../db/users.ts'
import { readUniversityEmail } from '../email/readUniversityEmail.ts'
import { errors } from '../errors.ts'
import { issueLink } from '../links/emailLinks.ts'
import { checkCurrentPassword } from '../login/checkCurrentPassword.ts'
import { formatWait } from '../login/formatWait.ts'
import { emailChangedMail, verificationMail } from '../mail/accountMails.ts'
import { isUniqueViolation } from './isUniqueViolation.ts'
import { optionalPhone, requiredText } from './readProfileFields.ts'

type Current = { id: string; email: string; email_verified_at: Date | null }

/**
 * Saves the profile (docs/product/accounts.md#profile). A new address needs a verified account and the current
 * password, must be a university one, is unverified until its link is opened, and is limited per account, counting
 * attempts at taken addresses too (docs/decisions/0731-campus-limits-and-address-changes.md); the old address is
 * told.
 */
export async function updateProfile(
  app: AccountsApp,
  request: { ip: string },
  current: Current,
  body: UpdateMeBody,
) {
  const email = readUniversityEmail(body.email, app.config.UNIVERSITY_EMAIL_DOMAIN)
  const changes: ProfileChanges = {
    first_name: requiredText(body.first_name, 'first_name'),
    last_name: requiredText(body.last_name, 'last_name'),
    phone: optionalPhone(body.phone),
    email: email.address,
  }
  // A new address could take the account over through a reset: only its owner may set one.
  const passwordChecked = email.key !== current.email.toLowerCase()
  if (passwordChecked) {
    // An unverified account has not shown it owns any inbox: it could only probe which addresses have accounts.
    if (!current.email_verified_at) throw new authErrors.EMAIL_NOT_VERIFIED()
    if (!body.current_password) throw new errors.CURRENT_PASSWORD_REQUIRED('e-mail address')
    await checkCurrentPassword(app, request, current, body.current_password)
    await app.db.transaction().execute((trx) => countEmailChangeAttempt(trx, current.id, app.config))
  }
  return app.db
    .transaction()
    .execute((trx) => saveChanges(app, trx, current.id, changes, passwordChecked))
    .catch((error) => {
      if (isUniqueViolation(error, 'users_email_key')) throw new errors.EMAIL_TAKEN({ cause: error })
      throw error
    })
}

async function saveChanges(
  app: AccountsApp,
  trx: AccountsDb,
  userId: string,
  changes: ProfileChanges,
  passwordChecked: boolean,
) {
  // The row lock orders concurrent updates: the address replaced and the count of changes are exact.
  const before = await lockUser(trx, userId)
  if (!before) throw new errors.USER_NOT_FOUND()
  const emailChanged = changes.email.toLowerCase() !== before.email.toLowerCase()
  if (emailChanged && !passwordChecked) throw new errors.CURRENT_PASSWORD_REQUIRED('e-mail address')
  const user = await saveProfile(trx, userId, changes, emailChanged)
  if (!emailChanged) return user

  await insertEmailChange(trx, { userId, oldEmail: before.email, newEmail: user.email })
  // Links mailed to the old address stop working: a reset link there would undo the owner's move.
  await retireLinks(trx, userId, 'verify')
  await retireLinks(trx, userId, 'reset')
  const link = await issueLink(trx, {
    userId,
    purpose: 'verify',
    email: user.email,
    publicOrigin: app.config.PUBLIC_ORIGIN,
  })
  await app.outbox.enqueue(
    trx,
    verificationMail({ to: user.email, firstName: user.first_name, url: link.url }),
  )
  await app.outbox.enqueue(
    trx,
    emailChangedMail({
      to: before.email,
      firstName: before.first_name,
      newEmail: user.email,
      contactUrl: new URL('/contact', app.config.PUBLIC_ORIGIN).toString(),
    }),
  )
  return user
}

/**
 * Counts an attempt at another address before it is tried, in its own transaction so a taken address (whose save
 * rolls back) still counts; the user's row lock makes concurrent attempts count exactly.
 */
async function countEmailChangeAttempt(trx: AccountsDb, userId: string, config: AccountsConfig) {
  if (!(await lockUser(trx, userId))) throw new errors.USER_NOT_FOUND()
  const max = config.EMAIL_CHANGE_RATE_MAX
  const wait = await emailChangeAttemptWait(trx, userId, max, config.EMAIL_CHANGE_WINDOW_MS)
  if (wait > 0) throw withRetryAfter(new errors.TOO_MANY_EMAIL_CHANGES(formatWait(wait)), wait)
  await insertEmailChangeAttempt(trx, userId)
}
