import { isGiftEmail } from '@unikit/contracts/gifts'
import { errors } from '../errors.ts'
import { normalizeEmail } from './normalizeEmail.ts'

export interface ClaimEmail {
  /** Trimmed, as typed: where the prize mail goes. */
  mailTo: string
  /** Normalised: what "one gift per person" is checked on. */
  key: string
}

/** Checks a submitted address the way the page does (docs/product/landing.md#claiming-a-gift), and derives its one-per-person key. */
export function readClaimEmail(raw: string): ClaimEmail {
  const mailTo = raw.trim()
  if (!mailTo) throw new errors.EMAIL_REQUIRED()
  const key = isGiftEmail(mailTo) ? normalizeEmail(mailTo) : null
  if (!key) throw new errors.INVALID_EMAIL()
  return { mailTo, key }
}
