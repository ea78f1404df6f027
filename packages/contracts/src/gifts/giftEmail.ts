/** The longest address a mail server accepts (RFC 5321 path limit less the brackets). */
export const GIFT_EMAIL_MAX_LENGTH = 254

const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'

/**
 * The address pattern both the page and the gift service check, after trimming: the HTML living standard's
 * e-mail rule, with a dot required in the domain (a claim for `name@localhost` cannot be a student's).
 */
export const giftEmailPattern = `^[A-Za-z0-9.!#$%&'*+/=?^_\`{|}~-]+@${label}(?:\\.${label})+$`

const giftEmailRegExp = new RegExp(giftEmailPattern)

/** Whether an already trimmed value is an address a gift can be sent to. */
export function isGiftEmail(value: string): boolean {
  return value.length <= GIFT_EMAIL_MAX_LENGTH && giftEmailRegExp.test(value)
}
