import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'
import { errors } from '../errors.ts'
import { commonPasswords } from './commonPasswords.ts'

/** A student number shorter than this is only refused as the whole password, not as a part of it. */
const MIN_CONTAINED_LENGTH = 4

/**
 * The password policy: 8 to 128 characters (code points, after NFC), not the student number nor containing
 * it, not one of the 1,000 most common passwords. Throws 400 WEAK_PASSWORD saying which rule failed.
 */
export function checkPasswordPolicy(password: string, localPart: string): void {
  const normalized = password.normalize('NFC')
  const length = [...normalized].length
  if (length < PASSWORD_MIN_LENGTH) {
    throw new errors.WEAK_PASSWORD(`The password must have at least ${PASSWORD_MIN_LENGTH} characters`)
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new errors.WEAK_PASSWORD(`The password must have at most ${PASSWORD_MAX_LENGTH} characters`)
  }
  const lower = normalized.toLowerCase()
  const student = localPart.toLowerCase()
  if (lower === student || (student.length >= MIN_CONTAINED_LENGTH && lower.includes(student))) {
    throw new errors.WEAK_PASSWORD('The password must not contain your student number')
  }
  if (commonPasswords.has(lower)) {
    throw new errors.WEAK_PASSWORD('This password is too common: choose one that is harder to guess')
  }
}
