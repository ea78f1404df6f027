import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMailer, type MailerConfig } from './createMailer.ts'
import { readOutbox } from './outbox.ts'

const from = 'Unikit <no-reply@unikit.test>'
let outbox: string

beforeEach(async () => {
  outbox = await mkdtemp(join(tmpdir(), 'outbox-test-'))
})
afterEach(() => rm(outbox, { recursive: true, force: true }))

function config(overrides: Partial<MailerConfig> = {}): MailerConfig {
  return { NODE_ENV: 'development', MAIL_FROM: from, OUTBOX_DIR: outbox, ...overrides }
}

describe('createMailer without SMTP_URL', () => {
  it('writes each mail to the outbox with its links, newest first', async () => {
    const mailer = createMailer(config(), 'accounts')
    await mailer.send({ to: 'an@rmit.edu.vn', subject: 'First', text: 'Open https://unikit.test/a' })
    await mailer.send({
      to: 'bo@rmit.edu.vn',
      subject: 'Second',
      text: 'Hi',
      html: '<a href="https://unikit.test/b">b</a>',
    })

    const mails = await readOutbox(outbox, { limit: 10 })
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First'])
    expect(mails[1]).toMatchObject({
      service: 'accounts',
      from,
      to: 'an@rmit.edu.vn',
      links: ['https://unikit.test/a'],
    })
    expect(mails[0]).toMatchObject({
      html: '<a href="https://unikit.test/b">b</a>',
      links: ['https://unikit.test/b'],
    })
    expect(await readOutbox(outbox, { to: 'AN@rmit.edu.vn', limit: 10 })).toHaveLength(1)
    expect((await readdir(outbox)).every((name) => name.endsWith('.json'))).toBe(true)
  })

  it('refuses to send in production instead of writing mail to disk', async () => {
    const mailer = createMailer(config({ NODE_ENV: 'production' }), 'accounts')
    await expect(mailer.send({ to: 'an@rmit.edu.vn', subject: 'x', text: 'y' })).rejects.toThrow(/SMTP_URL/)
    expect(await readdir(outbox)).toEqual([])
  })
})

describe('createMailer with SMTP_URL', () => {
  it('delivers through the SMTP server', async () => {
    const received: string[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = ''
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString()
        })
        stream.on('end', () => {
          received.push(data)
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.server.address() as { port: number }
    const mailer = createMailer(config({ SMTP_URL: `smtp://127.0.0.1:${port}` }), 'gifts')
    try {
      await mailer.send({ to: 'an@rmit.edu.vn', subject: 'Your gift', text: 'Code: 1234' })
    } finally {
      await mailer.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
    expect(received).toHaveLength(1)
    expect(received[0]).toMatch(/^To: an@rmit\.edu\.vn/m)
    expect(received[0]).toMatch(/^Subject: Your gift/m)
    expect(received[0]).toMatch(/Code: 1234/)
    expect(await readdir(outbox)).toEqual([])
  })
})
