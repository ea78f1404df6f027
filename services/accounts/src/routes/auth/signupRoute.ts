import { ErrorBody } from '@unikit/contracts'
import { SignupBody, SignupResult } from '@unikit/contracts/accounts'
import type { ServicePlugin } from '@unikit/service-kit'
import { readUniversityEmail } from '../../email/readUniversityEmail.ts'
import { errors } from '../../errors.ts'
import { issueLink } from '../../links/emailLinks.ts'
import { verificationMail } from '../../mail/accountMails.ts'
import type { BackgroundTasks } from '../../mail/backgroundTasks.ts'
import { checkPasswordPolicy } from '../../password/checkPasswordPolicy.ts'
import { hashPassword } from '../../password/passwordHasher.ts'
import { isUniqueViolation } from '../../users/isUniqueViolation.ts'
import { requiredText } from '../../users/readProfileFields.ts'

/** `POST /api/private/signup`: a university address, a name and a password → the new user's id. */
export const signupRoute: ServicePlugin<{ background: BackgroundTasks }> = async (app, { background }) => {
  const { config } = app
  app.post(
    '/api/private/signup',
    {
      config: { rateLimit: { max: config.SIGNUP_RATE_MAX, timeWindow: config.ACCOUNTS_RATE_WINDOW_MS } },
      schema: {
        summary: 'Creates an account (university addresses only) and e-mails a verification link',
        tags: ['auth'],
        body: SignupBody,
        response: { 201: SignupResult, 400: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = readUniversityEmail(request.body.email, config.UNIVERSITY_EMAIL_DOMAIN)
      const firstName = requiredText(request.body.first_name, 'first_name')
      const lastName = requiredText(request.body.last_name, 'last_name')
      checkPasswordPolicy(request.body.password, email.localPart)
      const passwordHash = await hashPassword(request.body.password)

      const { id, link } = await app.db
        .transaction()
        .execute(async (trx) => {
          const user = await trx
            .insertInto('users')
            .values({
              email: email.address,
              first_name: firstName,
              last_name: lastName,
              password_hash: passwordHash,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
          await trx.insertInto('wallets').values({ user_id: user.id }).execute()
          const link = await issueLink(trx, {
            userId: user.id,
            purpose: 'verify',
            email: email.address,
            publicOrigin: config.PUBLIC_ORIGIN,
          })
          return { id: user.id, link }
        })
        .catch((error) => {
          // The unique index on lower(email) settles two sign-ups of one address racing each other.
          if (isUniqueViolation(error, 'users_email_key')) throw new errors.EMAIL_TAKEN({ cause: error })
          throw error
        })
      background.run('verification mail', () =>
        app.mailer.send(verificationMail({ to: email.address, firstName, url: link.url })),
      )
      request.log.info({ user: id }, 'signed up')
      return reply.code(201).send({ id })
    },
  )
}
