import { randomInt } from 'node:crypto'

// Crockford's base 32: no I, L, O or U, so a reference read out or typed into a memo is not misread.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A top-up's reference for the transfer memo: `UNIKIT` and 6 random characters, e.g. `UNIKIT 7K2M9Q`. */
export function topupReference(): string {
  let code = ''
  for (let n = 0; n < 6; n++) code += ALPHABET[randomInt(ALPHABET.length)]
  return `UNIKIT ${code}`
}
