/** The limits the service enforces and the forms check before sending, from one place. */
export const PASSWORD_MIN_LENGTH = 8
/** argon2 works on any length, but hashing megabytes is a denial of service. */
export const PASSWORD_MAX_LENGTH = 128
/** Every text input is at most 255 characters. */
export const NAME_MAX_LENGTH = 255
export const EMAIL_MAX_LENGTH = 254
export const PHONE_MAX_LENGTH = 32
/**
 * The largest single wallet entry (VND): 1,000 billion dong, far above any real payment, and well inside both a
 * PostgreSQL bigint and the integers a JavaScript number holds exactly (2^53).
 */
export const WALLET_AMOUNT_MAX = 1_000_000_000_000
/** The university's mail domain when the `UNIVERSITY_EMAIL_DOMAIN` setting is not given. */
export const DEFAULT_UNIVERSITY_DOMAIN = 'rmit.edu.vn'
