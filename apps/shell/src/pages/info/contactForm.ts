import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGE_MIN_LENGTH,
  type ContactBody,
  type ContactTopic,
} from '@unikit/contracts/accounts'

export type ContactField = 'name' | 'email' | 'topic' | 'message'
export type ContactValues = Record<ContactField, string>
export const emptyContact: ContactValues = { name: '', email: '', topic: '', message: '' }

/** The Contact form's checks before sending; the service checks the same again. */
export function checkContact(values: ContactValues): {
  problems: Partial<Record<ContactField, string>>
  body?: ContactBody
} {
  const trimmed = {
    name: values.name.trim(),
    email: values.email.trim(),
    topic: values.topic,
    message: values.message.trim(),
  }
  const problems: Partial<Record<ContactField, string>> = {}
  if (!trimmed.name) problems.name = 'Tell us your name'
  if (!trimmed.email) problems.email = 'Tell us where to reply'
  else if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(trimmed.email)) problems.email = 'This is not an e-mail address'
  if (!trimmed.topic) problems.topic = 'Choose what it is about'
  if (trimmed.message.length < CONTACT_MESSAGE_MIN_LENGTH)
    problems.message = `Write at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`
  else if (trimmed.message.length > CONTACT_MESSAGE_MAX_LENGTH)
    problems.message = `Keep it under ${CONTACT_MESSAGE_MAX_LENGTH} characters`
  if (Object.keys(problems).length > 0) return { problems }
  return { problems, body: { ...trimmed, topic: trimmed.topic as ContactTopic } }
}
