export interface Mail {
  to: string
  subject: string
  text: string
  html?: string
}

export interface Mailer {
  /** Resolves once the mail is handed to the SMTP server (or written to the outbox). */
  send(mail: Mail): Promise<void>
  close(): Promise<void>
}
