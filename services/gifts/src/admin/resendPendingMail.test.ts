import type { ServiceApp } from '@unikit/service-kit'
import { readOutbox } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { testCampaign } from '../testing/testCampaign.ts'
import { resendPendingMail } from './resendPendingMail.ts'

let offline: ServiceApp

beforeAll(async () => {
  // The service's SMTP server is down (nothing listens on port 9), so its prize mails stay pending.
  offline = await buildTestApp(buildApp, { config: { SMTP_URL: 'smtp://127.0.0.1:9' } })
  await testCampaign(offline.db, { prizes: { CARD: { stock: 5, weight: 1 } } })
  for (const email of ['mot@rmit.edu.vn', 'hai@rmit.edu.vn']) {
    await offline.inject({ method: 'POST', url: '/gift/api/event/submit-email', payload: { email } })
  }
})
afterAll(() => offline.close())

describe('resendPendingMail', () => {
  it('sends the prize mails that could not leave, once', async () => {
    const problems: string[] = []
    const context = {
      db: offline.db,
      mailer: offline.mailer,
      publicUrl: 'http://x.test',
      report: (p: string) => problems.push(p),
    }
    expect(await resendPendingMail(context, { settleSeconds: 0 })).toEqual({ sent: 0, failed: 2 })
    expect(problems).toEqual([
      'prize mail not sent; it stays pending',
      'prize mail not sent; it stays pending',
    ])

    // SMTP is back: here, the development outbox of a healthy instance.
    const healthy = await buildTestApp(buildApp)
    try {
      const back = { ...context, mailer: healthy.mailer }
      expect(await resendPendingMail(back, { settleSeconds: 3600 })).toEqual({ sent: 0, failed: 0 })
      expect(await resendPendingMail(back, { settleSeconds: 0 })).toEqual({ sent: 2, failed: 0 })
      expect(await resendPendingMail(back, { settleSeconds: 0 })).toEqual({ sent: 0, failed: 0 })
      const mails = await readOutbox(healthy.config.OUTBOX_DIR, { limit: 10 })
      expect(mails.map((mail) => mail.to).sort()).toEqual(['hai@rmit.edu.vn', 'mot@rmit.edu.vn'])
    } finally {
      await healthy.close()
    }
  })
})
