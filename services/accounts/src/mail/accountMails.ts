import type { OutgoingMail } from '@unikit/service-kit'

// Plain text only: names are user input and never go into HTML here.

export function verificationMail(input: { to: string; firstName: string; url: string }): OutgoingMail {
  return {
    kind: 'verification',
    to: input.to,
    subject: 'Confirm your Unikit e-mail address',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Please confirm your e-mail address for Unikit by opening this link:',
      '',
      input.url,
      '',
      'The link works for 7 days. If you did not create a Unikit account, you can ignore this e-mail.',
      '',
      'The Unikit team',
    ].join('\n'),
  }
}

export function resetMail(input: { to: string; firstName: string; url: string }): OutgoingMail {
  return {
    kind: 'password-reset',
    to: input.to,
    subject: 'Reset your Unikit password',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Someone (we hope you) asked to reset the password of your Unikit account. Choose a new one here:',
      '',
      input.url,
      '',
      'The link works for one hour and only once. If you did not ask for it, ignore this e-mail: your',
      'password stays as it is.',
      '',
      'The Unikit team',
    ].join('\n'),
  }
}

/** To the address an account just left: the owner hears of a change they did not make while it can be undone. */
export function emailChangedMail(input: {
  to: string
  firstName: string
  newEmail: string
  contactUrl: string
}): OutgoingMail {
  return {
    kind: 'address-changed',
    to: input.to,
    subject: 'Your Unikit e-mail address was changed',
    text: [
      `Hello ${input.firstName},`,
      '',
      `The e-mail address of your Unikit account was changed from ${input.to} to ${input.newEmail}.`,
      'Links we sent to this address before (to confirm it or to reset your password) no longer work.',
      '',
      'If you made this change, there is nothing to do.',
      '',
      'If you did not, someone else may be using your account. Tell us at once, writing from this address:',
      '',
      input.contactUrl,
      '',
      'The Unikit team',
    ].join('\n'),
  }
}
