import { describe, expect, it } from 'vitest'
import { checkContact, emptyContact } from './contactForm.ts'

describe('checkContact', () => {
  it('names every missing field', () => {
    expect(checkContact(emptyContact).problems).toEqual({
      name: 'Tell us your name',
      email: 'Tell us where to reply',
      topic: 'Choose what it is about',
      message: 'Write at least 10 characters',
    })
  })

  it('refuses an address without a domain and a message too long', () => {
    const { problems } = checkContact({
      name: 'Mai',
      email: 'mai@',
      topic: 'general',
      message: 'x'.repeat(2001),
    })
    expect(problems).toEqual({
      email: 'This is not an e-mail address',
      message: 'Keep it under 2000 characters',
    })
  })

  it('sends the trimmed values', () => {
    expect(
      checkContact({
        name: ' Mai ',
        email: ' mai@example.com ',
        topic: 'privacy',
        message: '  Please delete my data.  ',
      }),
    ).toEqual({
      problems: {},
      body: { name: 'Mai', email: 'mai@example.com', topic: 'privacy', message: 'Please delete my data.' },
    })
  })
})
