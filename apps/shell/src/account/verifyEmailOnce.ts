import { accountApi } from '@unikit/auth'
import type { VerifyResult } from '@unikit/contracts/accounts'

const calls = new Map<string, Promise<VerifyResult>>()

/**
 * Consumes a verification link's token once per page, however many times the page asks (React's StrictMode
 * runs effects twice, and a link works only once). A failure that may pass on retry (network) is forgotten.
 */
export function verifyEmailOnce(token: string): Promise<VerifyResult> {
  const known = calls.get(token)
  if (known) return known
  const call = accountApi.verifyEmail({ token })
  calls.set(token, call)
  call.catch(() => calls.delete(token))
  return call
}
