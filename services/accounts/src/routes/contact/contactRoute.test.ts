import { buildTestApp } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AccountsApp } from '../../AccountsApp.ts'
import { buildApp } from '../../app.ts'
import { waitForMail } from '../../testing/accountsFlow.ts'

let app: AccountsApp

beforeAll(async () => {
  app = await buildTestApp(buildApp, {
    config: { CONTACT_TO: 'support@unikit.example', CONTACT_RATE_MAX: 3 },
  })
})
afterAll(() => app.close())

const send = (payload: object, ip = '203.0.113.40') =>
  app.inject({
    method: 'POST',
    url: '/api/private/accounts/contact',
    payload,
    headers: { 'x-forwarded-for': ip },
  })
const message = {
  name: 'Trần Thị Mai',
  email: 'mai.tran@example.com',
  topic: 'archive',
  message: 'A sample in Marketing Principles is my own essay from last year.',
}

describe('the Contact form', () => {
  it('reaches support through the outbox, with the sender to reply to', async () => {
    const sent = await send(message)
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toEqual({ ok: true })
    const mail = await waitForMail(
      app,
      'support@unikit.example',
      /^Contact: The sample archive from mai.tran@example.com$/,
    )
    expect(mail.text).toContain('From: Trần Thị Mai <mai.tran@example.com>')
    expect(mail.text).toContain('A sample in Marketing Principles is my own essay from last year.')
  })

  it('refuses what is missing, too short, or not an address, with coded 400s', async () => {
    for (const [index, bad] of [
      { ...message, message: 'Hi' },
      { ...message, email: 'not an address' },
      { ...message, topic: 'spam' },
      { ...message, name: '' },
      { ...message, name: 'Mai\u202Eevil' },
    ].entries()) {
      const answer = await send(bad, `203.0.113.${50 + index}`)
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400)
      expect(answer.json().error.code).toBeTypeOf('string')
    }
  })

  it('limits each address to a few messages an hour', async () => {
    for (let n = 0; n < 3; n++) expect((await send(message, '203.0.113.42')).statusCode).toBe(200)
    const limited = await send(message, '203.0.113.42')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect((await send(message, '203.0.113.43')).statusCode).toBe(200)
  })
})
