import { findKnownDevice, insertKnownDevice, touchKnownDevice } from '../db/knownDevices.ts'
import type { AccountsDb } from '../db/schema.ts'
import { hashToken, newSecretToken } from '../tokens/secretToken.ts'

/** The device cookie (docs/decisions/0606-sign-in-throttled-per-source-with-known-devices.md). */
export const DEVICE_COOKIE = '__Host-unikit-device'
const YEAR_SECONDS = 365 * 24 * 3600
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The `<id>.<secret>` of the device cookie in a Cookie header, if there is one of the right shape. */
export function readDeviceCookie(header: string | undefined): { id: string; secret: string } | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=', 2)
    if (name !== DEVICE_COOKIE || !value) continue
    const [id, secret] = value.split('.', 2)
    if (id && secret && UUID.test(id) && secret.length <= 64) return { id, secret }
  }
  return undefined
}

/** The device's id when the cookie names one of the user's known devices. */
export async function knownDevice(
  db: AccountsDb,
  userId: string,
  cookie: ReturnType<typeof readDeviceCookie>,
) {
  return cookie ? findKnownDevice(db, userId, cookie.id, hashToken(cookie.secret)) : undefined
}

/**
 * After a successful sign-in: the device is remembered (a new cookie when it was not known yet). Only this
 * service reads it, on sign-in; scripts cannot (HttpOnly) and other sites do not send it (SameSite=Strict).
 */
export async function rememberDevice(
  db: AccountsDb,
  userId: string,
  known: string | undefined,
): Promise<string | undefined> {
  if (known) {
    await touchKnownDevice(db, known)
    return undefined
  }
  const { token, hash } = newSecretToken()
  const id = await insertKnownDevice(db, userId, hash)
  return `${DEVICE_COOKIE}=${id}.${token}; Path=/; Max-Age=${YEAR_SECONDS}; HttpOnly; Secure; SameSite=Strict`
}
