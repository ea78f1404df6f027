import nodemailer from 'nodemailer'
import { describe, expect, it } from 'vitest'
import { startSmtpFake } from './startSmtpFake.ts'

const send = (url: string) =>
  nodemailer
    .createTransport(url)
    .sendMail({ from: 'a@unikit.test', to: 'b@rmit.edu.vn', subject: 'Hi', text: 'x' })

describe('startSmtpFake', () => {
  it('accepts mail, slowly when asked, and can come back on its port after being down', async () => {
    const smtp = await startSmtpFake({ delayMs: 200 })
    const started = Date.now()
    await send(smtp.url)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    expect(smtp.received).toMatchObject([{ to: ['b@rmit.edu.vn'] }])
    await smtp.close()
    await expect(send(smtp.url)).rejects.toThrow(/ECONNREFUSED/)
    const again = await startSmtpFake({ port: smtp.port })
    await send(again.url)
    expect(again.received).toHaveLength(1)
    await again.close()
  })
})
