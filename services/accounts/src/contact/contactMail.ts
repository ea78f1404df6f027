import { type ContactBody, contactTopics } from '@unikit/contracts/accounts'
import type { OutgoingMail } from '@unikit/service-kit'

/**
 * A Contact form message as a mail to support. Plain text only, since every field is typed by a visitor; the
 * sender's address is in the subject and the first line, for the reply (the outbox sends no Reply-To).
 */
export function contactMail(body: ContactBody, to: string, from: { ip: string }): OutgoingMail {
  const topic = contactTopics.find((entry) => entry.value === body.topic)?.label ?? body.topic
  return {
    kind: 'contact',
    to,
    subject: `Contact: ${topic} from ${body.email}`,
    text: [
      `From: ${body.name.trim()} <${body.email}>`,
      `Topic: ${topic}`,
      `Sent from: ${from.ip}`,
      '',
      body.message.trim(),
    ].join('\n'),
  }
}
