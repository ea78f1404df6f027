/** The accounts service's error codes (beyond the common ones), which the shell maps to its messages. */
export const accountErrorCodes = [
  /** Sign-up, login or reset with an address outside the university domain. */
  'EMAIL_DOMAIN',
  /** `signup_social`: only a university address proves a student, so there is no social sign-up. */
  'UNIVERSITY_EMAIL_REQUIRED',
  /** The password breaks the policy (length, the student number, a common password). */
  'WEAK_PASSWORD',
  /** Sign-up or profile update with an address that already has an account. */
  'EMAIL_TAKEN',
  /** Login failed; deliberately the same for an unknown address and a wrong password. */
  'INVALID_CREDENTIALS',
  /** Too many failed logins for this account or from this address; the message says when to retry. */
  'TOO_MANY_ATTEMPTS',
  /** A verification or reset link that is unknown, used or expired. */
  'INVALID_LINK',
  /** `set_password`, or `me/update` changing the address, with a wrong current password. */
  'WRONG_PASSWORD',
  /** `me/update` changing the e-mail address without the current password. */
  'CURRENT_PASSWORD_REQUIRED',
  /** `me/update`: the account changed its address too often lately; the message says when to retry. */
  'TOO_MANY_EMAIL_CHANGES',
  /** A debit larger than the balance. */
  'INSUFFICIENT_FUNDS',
  /** An idempotency key reused for a different ledger entry (other user, amount or kind). */
  'IDEMPOTENCY_CONFLICT',
  /** The action needs a verified e-mail address (orders, uploads, ratings). */
  'EMAIL_NOT_VERIFIED',
  /** A wallet entry for a user id that does not exist (internal calls). */
  'USER_NOT_FOUND',
  /** Marking read a notice that is not in the signed-in student's inbox. */
  'NOTICE_NOT_FOUND',
] as const

export type AccountErrorCode = (typeof accountErrorCodes)[number]
