import { errors } from '../errors.ts'

export interface UniversityEmail {
  /** As entered, trimmed: what is stored and shown. */
  address: string
  /** Lower-cased: what is compared (the unique index is on `lower(email)`). */
  key: string
  /** The student number, lower-cased: the part before the @. */
  localPart: string
}

// Plain addresses only: letters, digits and . _ + - before the @ (RMIT addresses are `s3912345@...`).
const LOCAL_PART = /^[a-z0-9](?:[a-z0-9._+-]{0,62}[a-z0-9])?$/i

/** Reads an address of the university's domain, or throws 400 EMAIL_DOMAIN. */
export function readUniversityEmail(raw: string, domain: string): UniversityEmail {
  const address = raw.trim()
  const at = address.lastIndexOf('@')
  const localPart = address.slice(0, at).toLowerCase()
  const addressDomain = address.slice(at + 1).toLowerCase()
  if (at < 1 || addressDomain !== domain.toLowerCase() || !LOCAL_PART.test(localPart)) {
    throw new errors.EMAIL_DOMAIN(domain.toLowerCase())
  }
  return { address, key: address.toLowerCase(), localPart }
}
