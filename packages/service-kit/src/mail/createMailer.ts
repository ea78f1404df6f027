import nodemailer from 'nodemailer'
import type { BaseConfig } from '../config/baseConfigSchema.ts'
import { extractLinks } from './extractLinks.ts'
import type { Mail, Mailer } from './Mailer.ts'
import { writeOutboxMail } from './outbox.ts'

export type MailerConfig = Pick<BaseConfig, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'OUTBOX_DIR'>

/**
 * The transport the outbox's sender delivers through: SMTP when SMTP_URL is set; otherwise, outside production,
 * the development outbox folder (see `devMailRoutes`). In production without SMTP_URL every send fails loudly
 * (the mail then waits as failed) instead of quietly writing mail to disk.
 */
export function createMailer(config: MailerConfig, service: string): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  if (config.NODE_ENV === 'production') return unconfiguredMailer()
  return outboxMailer(config.OUTBOX_DIR, config.MAIL_FROM, service)
}

/** Time-outs well under the sender's lease, so a hung server frees the mail for a retry. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

function smtpMailer(url: string, from: string): Mailer {
  // A pool: connections stay open between mails instead of one handshake per mail.
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 5, ...SMTP_TIMEOUTS })
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    async close() {
      transport.close()
    },
  }
}

function outboxMailer(dir: string, from: string, service: string): Mailer {
  return {
    async send({ to, subject, text, html }: Mail) {
      const links = extractLinks(text, html)
      await writeOutboxMail(dir, { service, from, to, subject, text, ...(html ? { html } : {}), links })
    },
    async close() {},
  }
}

function unconfiguredMailer(): Mailer {
  return {
    async send() {
      throw new Error('Mail cannot be sent: SMTP_URL is not set in production')
    },
    async close() {},
  }
}
