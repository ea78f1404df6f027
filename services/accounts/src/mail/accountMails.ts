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

/**
 * To the owner of an address someone tried to sign up with: sign-up answers as for a new address, so only the
 * owner learns of it (docs/decisions/0602-sign-up-reveals-no-account.md).
 */
export function signupAttemptMail(input: { to: string; firstName: string; origin: string }): OutgoingMail {
  return {
    kind: 'signup-attempt',
    to: input.to,
    subject: 'You already have a Unikit account',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Someone, perhaps you, tried to create a Unikit account with this address. You already have one, so',
      'nothing was created and nothing about your account changed.',
      '',
      `To sign in, open ${input.origin} and choose Sign In. If you forgot your password, choose`,
      '"Forgot your password?" there and we will e-mail you a link to choose a new one.',
      '',
      'If it was not you, you can ignore this e-mail.',
      '',
      'The Unikit team',
    ].join('\n'),
  }
}

export function signinLinkMail(input: { to: string; firstName: string; url: string }): OutgoingMail {
  return {
    kind: 'signin-link',
    to: input.to,
    subject: 'Your Unikit sign-in link',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Open this link to sign in to Unikit on the device where you asked for it:',
      '',
      input.url,
      '',
      'It works once, for 15 minutes. If you did not ask for it, ignore this e-mail: nobody can use it without',
      'access to your inbox, and your password stays as it is.',
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
