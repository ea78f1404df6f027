import { buildTestApp, describeServiceBasics } from '@unikit/service-kit/testing'
import { describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'

describeServiceBasics('accounts', {
  buildApp,
  server: new URL('./server.ts', import.meta.url),
  tables: ['users', 'sessions', 'email_links', 'login_failures', 'wallets', 'ledger'],
})

describe('development outbox', () => {
  it('is served at /api/dev/mail', async () => {
    const app = await buildTestApp(buildApp)
    try {
      await app.outbox.enqueue(app.db, {
        kind: 'welcome',
        to: 's3900003@rmit.edu.vn',
        subject: 'Welcome',
        text: 'Open https://unikit.test/verify',
      })
      await app.outbox.drain()
      const latest = (await app.inject('/api/dev/mail/latest?to=s3900003@rmit.edu.vn')).json()
      expect(latest).toMatchObject({
        service: 'accounts',
        subject: 'Welcome',
        links: ['https://unikit.test/verify'],
      })
    } finally {
      await app.close()
    }
  })
})
