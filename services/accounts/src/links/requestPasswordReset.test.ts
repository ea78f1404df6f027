import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../AccountsApp.ts'
import { buildApp } from '../app.ts'
import {
  logIn,
  mailsTo,
  markVerified,
  moveAddress,
  signUp,
  studentEmail,
  waitForMail,
} from '../testing/accountsFlow.ts'
import { requestPasswordReset } from './requestPasswordReset.ts'

let app: AccountsApp

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

describe('requestPasswordReset', () => {
  it('mails a link to the address asked for, as the account spells it', async () => {
    const { email, id } = await signUp(app, {
      email: studentEmail().toUpperCase().replace('RMIT.EDU.VN', 'rmit.edu.vn'),
    })
    await requestPasswordReset(app, email.toLowerCase())
    expect((await waitForMail(app, email, SUBJECT)).to).toBe(email)
    expect(await usableResetLinks(id)).toEqual([{ email }])
  })

  it('sends nothing to an address the account has left', async () => {
    const { email, id } = await signUp(app)
    await markVerified(app, id)
    const token = await logIn(app, email)
    const moved = await moveAddress(app, token, studentEmail())
    expect(moved.statusCode).toBe(200)

    await requestPasswordReset(app, email)
    expect(await usableResetLinks(id)).toEqual([])
    expect(await mailsTo(app, email, SUBJECT)).toHaveLength(0)
  })
})
