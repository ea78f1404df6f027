import { type Static, Type } from 'typebox'
import { NameText } from '../common/textRules.ts'

export const CONTACT_MESSAGE_MIN_LENGTH = 10
export const CONTACT_MESSAGE_MAX_LENGTH = 2000

/** What a message is about, so it reaches the right person (docs/product/platform.md#contact). */
export const contactTopics = [
  { value: 'general', label: 'A question about Unikit' },
  { value: 'account', label: 'My account or signing in' },
  { value: 'orders', label: 'An order or my balance' },
  { value: 'archive', label: 'The sample archive' },
  { value: 'feedback', label: 'Lecturer feedback' },
  { value: 'privacy', label: 'My personal data' },
] as const
export type ContactTopic = (typeof contactTopics)[number]['value']

/** `POST /api/private/accounts/contact`: open to visitors, limited per address; it reaches the support outbox. */
export const ContactBody = Type.Object({
  name: NameText(80),
  email: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$' }),
  topic: Type.Union([
    Type.Literal('general'),
    Type.Literal('account'),
    Type.Literal('orders'),
    Type.Literal('archive'),
    Type.Literal('feedback'),
    Type.Literal('privacy'),
  ]),
  message: Type.String({ minLength: CONTACT_MESSAGE_MIN_LENGTH, maxLength: CONTACT_MESSAGE_MAX_LENGTH }),
})
export type ContactBody = Static<typeof ContactBody>
export const ContactResult = Type.Object({ ok: Type.Literal(true) })
