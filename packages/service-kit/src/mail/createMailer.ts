import nodemailer from 'nodemailer'
import type { BaseConfig } from '../config/baseConfigSchema.ts'
import { extractLinks } from './extractLinks.ts'
import type { Mail, Mailer } from './Mailer.ts'
import { writeOutboxMail } from './outbox.ts'

export type MailerConfig = Pick<BaseConfig, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_FROM' | 'OUTBOX_DIR'>

/**
 * SMTP when SMTP_URL is set; otherwise, outside production, the development outbox (see `devMailRoutes`).
 * In production without SMTP_URL every send fails loudly instead of quietly writing mail to disk.
 */
export function createMailer(config: MailerConfig, service: string): Mailer {
  if (config.SMTP_URL) return smtpMailer(config.SMTP_URL, config.MAIL_FROM)
  if (config.NODE_ENV === 'production') return unconfiguredMailer()
  return outboxMailer(config.OUTBOX_DIR, config.MAIL_FROM, service)
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
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
