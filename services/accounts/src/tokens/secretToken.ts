import { createHash, randomBytes } from 'node:crypto'

/** A new 128-bit random token (base64url, 22 characters) and the SHA-256 stored in its place. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(16).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
