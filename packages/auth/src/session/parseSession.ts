import { roles } from '@unikit/contracts/accounts'
import {
  type LoginType,
  type SessionAccount,
  type SessionData,
  type SessionUser,
  signedOut,
} from './sessionTypes.ts'

const loginTypes: readonly LoginType[] = ['app', 'google', 'fb']

type Unknown = Record<string, unknown>
const isObject = (value: unknown): value is Unknown => typeof value === 'object' && value !== null

/**
 * Reads a stored session defensively: localStorage is shared with every script of the origin and with older
 * builds, so anything malformed means "signed out" rather than a crash or a half-valid session.
 */
export function parseSession(value: unknown): SessionData {
  if (!isObject(value) || typeof value.token !== 'string' || value.token === '') return signedOut
  return {
    token: value.token,
    user: parseUser(value.user),
    account: parseAccount(value.account),
    loginType: loginTypes.find((type) => type === value.loginType) ?? null,
  }
}

function parseUser(value: unknown): SessionUser | null {
  if (!isObject(value)) return null
  const { id, first_name, last_name, email, phone, verified, role } = value
  if (typeof id !== 'string' || typeof first_name !== 'string' || typeof last_name !== 'string') return null
  if (typeof email !== 'string') return null
  return {
    id,
    first_name,
    last_name,
    email,
    phone: typeof phone === 'string' ? phone : null,
    verified: verified === true,
    // Anything else reads as a student: the UI never shows more than the server allows.
    role: roles.find((known) => known === role) ?? 'student',
  }
}

function parseAccount(value: unknown): SessionAccount | null {
  if (!isObject(value) || typeof value.balance !== 'number' || !Number.isFinite(value.balance)) return null
  return { balance: value.balance }
}
