import { PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'

/**
 * The account screens' texts (docs/product/accounts.md): the old product's words, except for evident typos (trailing spaces,
 * "doesn't same"): docs/decisions/0130-account-texts.md.
 */
export const messages = {
  // docs/product/accounts.md#sign-in, #sign-up
  credentialsRequired: 'A username and password must be present',
  onlyUniversityEmail: 'Please enter email only with @rmit.edu.vn',
  invalidCredentials: 'The username and / or password is incorrect',
  signupSuccess: 'Signup success, Login Now',
  signupFailed: 'Signup error, please try again',
  weakPassword: `This password is too easy to guess. Use at least ${PASSWORD_MIN_LENGTH} characters, not your student number and not a common password.`,
  // docs/product/accounts.md#reset-password (a link, not a mailed password)
  emailRequired: 'email required',
  resetSent: 'A password reset link has been sent to your email. Please check your email.',
  emailIncorrect: 'email incorrect',
  // docs/product/accounts.md#profile
  inputRequired: 'input required',
  universityEmailRequired: 'Please use your @rmit.edu.vn address.',
  profileEmailTaken: 'Another account already uses this e-mail address.',
  currentPasswordHint: 'Needed to change your e-mail address.',
  currentPasswordNeeded: 'Enter your current password to change your e-mail address.',
  updateSuccess: 'update success',
  updateFailed: 'update errors',
  // docs/product/accounts.md#password
  passwordRequired: 'input password required',
  passwordMismatch: "Password confirmation doesn't match Password",
  wrongPassword: 'Your current password is incorrect.',
  passwordUpdated: 'update password success',
  passwordUpdateFailed: 'update password errors',
} as const
