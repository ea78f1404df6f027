import { DEFAULT_UNIVERSITY_DOMAIN } from '@unikit/contracts/accounts'
import { messages } from './messages.ts'

/** The fixed mail domain shown beside the student number and appended before sending. */
export const UNIVERSITY_DOMAIN = DEFAULT_UNIVERSITY_DOMAIN
export const UNIVERSITY_SUFFIX = `@${UNIVERSITY_DOMAIN}`

/** Why a typed student number cannot be used, or null: the domain is fixed, so it must not carry one. */
export function studentNumberProblem(studentNumber: string): string | null {
  return studentNumber.includes('@') ? messages.onlyUniversityEmail : null
}

/** The university address of a (trimmed) student number: `s3912345` → `s3912345@rmit.edu.vn`. */
export function toUniversityEmail(studentNumber: string): string {
  return `${studentNumber.trim()}${UNIVERSITY_SUFFIX}`
}

/** Whether a full address is a university one (the profile's e-mail field). */
export function isUniversityEmail(email: string): boolean {
  const at = email.lastIndexOf('@')
  return at > 0 && email.slice(at + 1).toLowerCase() === UNIVERSITY_DOMAIN && !/\s/.test(email)
}

/** The student number of a university address (the part before the `@`). */
export function studentNumberOf(email: string): string {
  const at = email.lastIndexOf('@')
  return at > 0 ? email.slice(0, at) : email
}
