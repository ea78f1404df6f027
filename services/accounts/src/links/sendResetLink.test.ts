import type { ServiceApp } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { logIn, mailsTo, moveAddress, signUp, studentEmail, waitForMail } from '../testing/accountsFlow.ts'
import { sendResetLink } from './sendResetLink.ts'

let app: ServiceApp

beforeAll(async () => {
  app = await buildTestApp(buildApp)
})
afterAll(() => app.close())

const SUBJECT = /Reset your Unikit password/

const usableResetLinks = (userId: string) =>
  app.db
    .selectFrom('email_links')
    .select('email')
    .where('user_id', '=', userId)
    .where('purpose', '=', 'reset')
    .where('used_at', 'is', null)
    .execute()

describe('sendResetLink', () => {
  it('mails a link to the address asked for, as the account now spells it', async () => {
    const { email, id } = await signUp(app, {
      email: studentEmail().toUpperCase().replace('RMIT.EDU.VN', 'rmit.edu.vn'),
    })
    await sendResetLink(app, { userId: id, emailKey: email.toLowerCase() })
    expect((await waitForMail(app, email, SUBJECT)).to).toBe(email)
    expect(await usableResetLinks(id)).toEqual([{ email }])
  })

  // The reset request read the account before an address change committed; the link is made after it.
  it('sends nothing when the account moved to another address after the request', async () => {
    const { email, id } = await signUp(app)
    const token = await logIn(app, email)
    const moved = await moveAddress(app, token, studentEmail())
    expect(moved.statusCode).toBe(200)

    await sendResetLink(app, { userId: id, emailKey: email.toLowerCase() })
    expect(await usableResetLinks(id)).toEqual([])
    expect(await mailsTo(app, email, SUBJECT)).toHaveLength(0)
  })
})
