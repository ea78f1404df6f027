import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface SmtpFakeOptions {
  /** How long the server takes to accept each mail (a slow provider). */
  delayMs?: number
  /** The port to listen on; 0 (the default) picks a free one. A restarted fake can take its old port back. */
  port?: number
}

export interface ReceivedMail {
  to: string[]
  /** The raw message: headers and body. */
  raw: string
}

export interface RunningSmtp {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string
  port: number
  /** Every mail accepted, oldest first. */
  received: ReceivedMail[]
  /** Stops listening (connections are refused, as when a provider is down). */
  close(): Promise<void>
}

/** An SMTP server on loopback that accepts any mail, optionally slowly: the mail provider in tests. */
export async function startSmtpFake(options: SmtpFakeOptions = {}): Promise<RunningSmtp> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Pooled clients keep idle connections open: close must not wait for them.
    closeTimeout: 200,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString()
      })
      stream.on('end', () => {
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw })
          callback()
        }, options.delayMs ?? 0)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', resolve)
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
