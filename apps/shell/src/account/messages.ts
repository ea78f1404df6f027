import { PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'

/**
 * The account screens' texts (docs/product/accounts.md), in the product's one voice: sentence case, what happened and
 * what to do next (docs/decisions/0625-one-voice-for-every-message.md, which replaces 0130's old wording).
 */
export const messages = {
  // docs/product/accounts.md#sign-in, #sign-up
  credentialsRequired: 'Enter your student number and password.',
  onlyUniversityEmail: 'Use your university e-mail address (…@rmit.edu.vn).',
  invalidCredentials: 'The student number or password is incorrect. Check both, or reset your password.',
  signupSuccess: 'Sign-up done: we sent you an e-mail. Sign in now.',
  signupFailed: 'Sign-up failed. Please try again.',
  weakPassword: `This password is too easy to guess. Use at least ${PASSWORD_MIN_LENGTH} characters, not your student number and not a common password.`,
  // docs/product/accounts.md#reset-password (a link, not a mailed password)
  emailRequired: 'Enter your student number.',
  resetSent: 'A password reset link has been sent to your e-mail. Please check your inbox.',
  emailIncorrect: 'That address cannot be used. Enter your student number.',
  // docs/product/accounts.md#profile
  inputRequired: 'This field is required.',
  universityEmailRequired: 'Please use your @rmit.edu.vn address.',
  profileEmailTaken: 'Another account already uses this e-mail address.',
  verifyBeforeNewEmail:
    'Confirm your current e-mail address first (open the link we sent you), then you can change it.',
  currentPasswordHint: 'Needed to change your e-mail address.',
  currentPasswordNeeded: 'Enter your current password to change your e-mail address.',
  updateSuccess: 'Your profile is saved.',
  updateFailed: 'Your profile could not be saved. Please try again.',
  updateFailedBecause: 'Your profile could not be saved:',
  // docs/product/accounts.md#password
  passwordRequired: 'Enter a password.',
  passwordMismatch: 'The two new passwords do not match.',
  wrongPassword: 'Your current password is incorrect.',
  passwordUpdated: 'Your password is changed. Your other devices are signed out.',
  passwordUpdateFailed: 'Your password could not be changed. Please try again.',
  passwordUpdateFailedBecause: 'Your password could not be changed:',
  // docs/product/platform.md#your-data
  accountDeleted: 'Your account has been deleted.',
  deleteWrongPassword: 'Your password is incorrect. Check it and try again.',
  deleteFailedBecause: 'Your account could not be deleted:',
} as const
