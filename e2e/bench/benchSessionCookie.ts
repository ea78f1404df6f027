/**
 * The session cookie of an `email:password` account (a bench's *_SIGN_IN setting), signed in once as the browser
 * would (`POST /api/private/login` with the origin): a gated page is then measured as its student sees it, not as
 * the sign-in gate. Undefined without an account.
 */
export async function benchSessionCookie(
  base: string,
  account: string | undefined,
): Promise<string | undefined> {
  if (!account) return undefined
  const at = account.indexOf(':')
  const answer = await fetch(`${base}/api/private/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.slice(0, at), password: account.slice(at + 1) }),
  })
  const cookie = answer.headers.getSetCookie().map((line) => line.split(';')[0])
  if (!answer.ok || cookie.length === 0) throw new Error(`Signing in answered ${answer.status}`)
  return cookie.join('; ')
}
