import { errors } from '../errors.ts'

/** A required text field, trimmed; blank → 400 VALIDATION_FAILED naming it. */
export function requiredText(value: string, field: string): string {
  const trimmed = value.trim()
  if (!trimmed) throw new errors.VALIDATION_FAILED(`body.${field} is required`)
  return trimmed
}

const PHONE = /^\+?[0-9 ().-]+$/

/** An optional phone number: blank is none; otherwise digits with the usual separators, 6 digits at least. */
export function optionalPhone(value: string | null): string | null {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) return null
  if (!PHONE.test(trimmed) || trimmed.replace(/\D/g, '').length < 6) {
    throw new errors.VALIDATION_FAILED('body.phone must be a phone number, e.g. +84 912 345 678')
  }
  return trimmed
}
