import { api, readApiError } from '@unikit/auth'
import { CONTACT_MESSAGE_MAX_LENGTH, contactTopics } from '@unikit/contracts/accounts'
import { Button, FormAlert, Select, TextArea, TextField, useSubmission } from '@unikit/design-system'
import { type FormEvent, useRef, useState } from 'react'
import { useFocusFirstInvalid } from '../../account/useFocusFirstInvalid.ts'
import styles from './ContactForm.module.css'
import { type ContactField, type ContactValues, checkContact, emptyContact } from './contactForm.ts'

/**
 * The Contact page's form (docs/product/platform.md#contact): it reaches support through the accounts
 * service's outbox. A refused or failed send keeps everything typed.
 */
export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<ContactValues>(emptyContact)
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const { pending, run } = useSubmission()
  const focusFirstInvalid = useFocusFirstInvalid(formRef)

  const set = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors(({ [field]: _, ...rest }) => rest)
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const { problems, body } = checkContact(values)
    setErrors(problems)
    setFormError(null)
    if (!body) return focusFirstInvalid()
    void run(async () => {
      try {
        await api.post('private/accounts/contact', { json: body, retry: 0 }).json()
        setSentTo(body.email)
        setValues(emptyContact)
      } catch (error) {
        const failure = readApiError(error)
        setFormError(
          failure.status === 429
            ? 'You have sent several messages in the last hour. Please wait a little, or write to support@unikit.vn.'
            : failure.message,
        )
      }
    })
  }

  return (
    <section aria-labelledby="contact-form-heading" className={styles.panel}>
      <h2 id="contact-form-heading">Send us a message</h2>
      {sentTo && (
        <FormAlert tone="success" urgent>
          Thank you: your message is on its way. We answer at {sentTo}, usually within one working day.
        </FormAlert>
      )}
      {formError && (
        <FormAlert tone="error" urgent>
          {formError}
        </FormAlert>
      )}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label="Your name"
          required
          autoComplete="name"
          maxLength={80}
          value={values.name}
          error={errors.name}
          onChange={(event) => set('name', event.target.value)}
        />
        <TextField
          label="E-mail to reply to"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={values.email}
          error={errors.email}
          onChange={(event) => set('email', event.target.value)}
        />
        <Select
          label="What is it about?"
          required
          placeholder="Choose a topic"
          options={contactTopics.map((topic) => ({ value: topic.value, label: topic.label }))}
          value={values.topic}
          error={errors.topic}
          onChange={(event) => set('topic', event.target.value)}
        />
        <TextArea
          label="Message"
          required
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          hint={`${values.message.length} / ${CONTACT_MESSAGE_MAX_LENGTH}`}
          value={values.message}
          error={errors.message}
          onChange={(event) => set('message', event.target.value)}
        />
        <Button type="submit" loading={pending}>
          Send message
        </Button>
      </form>
    </section>
  )
}
