/** Tokens are opaque to the kit; anything longer than this is not one of ours (and never reaches accounts). */
export const MAX_TOKEN_LENGTH = 200

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const match = /^Bearer[ \t]+([\x21-\x7e]+)[ \t]*$/i.exec(header)
  const token = match?.[1]
  if (!token || token.length > MAX_TOKEN_LENGTH) return null
  return token
}
