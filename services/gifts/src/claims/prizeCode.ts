import { randomBytes } from 'node:crypto'

// Crockford's base 32: no I, L, O or U, so a code read aloud or copied by hand is not misread.
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/**
 * A prize code such as `LX-7K3M-Q9PX-2HDR-W8FA`: 80 random bits from the OS, so codes cannot be guessed
 * or enumerated. Uniqueness is also a database constraint.
 */
export function prizeCode(): string {
  const bytes = randomBytes(10)
  let bits = 0n
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte)
  let digits = ''
  for (let i = 0; i < 16; i++) {
    digits = alphabet[Number(bits & 31n)] + digits
    bits >>= 5n
  }
  return `LX-${digits.match(/.{4}/g)!.join('-')}`
}
