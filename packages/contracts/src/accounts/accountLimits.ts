/** The limits the service enforces and the forms check before sending, from one place. */
export const PASSWORD_MIN_LENGTH = 8
/** argon2 works on any length, but hashing megabytes is a denial of service. */
export const PASSWORD_MAX_LENGTH = 128
/** Spec section 5: every text input is at most 255 characters. */
export const NAME_MAX_LENGTH = 255
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 32
/** The university's mail domain when the `UNIVERSITY_EMAIL_DOMAIN` setting is not given. */
export const DEFAULT_UNIVERSITY_DOMAIN = 'rmit.edu.vn'
