import { PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'

/**
 * The account screens' texts. Those of spec sections 5 and 8 are kept word for word, except for evident typos
 * (trailing spaces, "doesn't same"): see docs/DECISIONS.md, "Accounts UI".
 */
export const messages = {
  // Sign in, sign up (spec §5, §8)
  credentialsRequired: 'A username and password must be present',
  onlyUniversityEmail: 'Please enter email only with @rmit.edu.vn',
  invalidCredentials: 'The username and / or password is incorrect',
  signupSuccess: 'Signup success, Login Now',
  signupFailed: 'Signup error, please try again',
  emailTaken: 'An account with this student number already exists. Sign in, or reset your password.',
  weakPassword: `This password is too easy to guess. Use at least ${PASSWORD_MIN_LENGTH} characters, not your student number and not a common password.`,
  // Reset (spec §5, §8; the link replaces the mailed password)
  emailRequired: 'email required',
  resetSent: 'A password reset link has been sent to your email. Please check your email.',
  emailIncorrect: 'email incorrect',
  // Profile (spec §5, §8)
  inputRequired: 'input required',
  universityEmailRequired: 'Please use your @rmit.edu.vn address.',
  profileEmailTaken: 'Another account already uses this e-mail address.',
  currentPasswordHint: 'Needed to change your e-mail address.',
  currentPasswordNeeded: 'Enter your current password to change your e-mail address.',
  updateSuccess: 'update success',
  updateFailed: 'update errors',
  // Password change (spec §5, §8)
  passwordRequired: 'input password required',
  passwordMismatch: "Password confirmation doesn't match Password",
  wrongPassword: 'Your current password is incorrect.',
  passwordUpdated: 'update password success',
  passwordUpdateFailed: 'update password errors',
} as const
