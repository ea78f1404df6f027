import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** `Algorithm.Argon2id`: the package declares a const enum, which type stripping cannot read. */
const ARGON2ID = 2 as Algorithm.Argon2id

/**
 * argon2id with OWASP's first recommended setting: 19 MiB of memory, 2 passes, 1 lane. Every hash records
 * its parameters, so raising them later only needs `needsRehash` at sign-in.
 */
export const ARGON2_PARAMETERS = {
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

const encodedParameters = `$argon2id$v=19$m=${ARGON2_PARAMETERS.memoryCost},t=${ARGON2_PARAMETERS.timeCost},p=${ARGON2_PARAMETERS.parallelism}$`

/** Passwords are compared in NFC, so the same Vietnamese password typed on any system matches. */
const normalize = (password: string) => password.normalize('NFC')

export function hashPassword(password: string): Promise<string> {
  return hash(normalize(password), ARGON2_PARAMETERS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalize(password))
  } catch {
    return false // a malformed stored hash never signs anyone in
  }
}

/** Whether a stored hash was made with other parameters than today's. */
export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(encodedParameters)
}

let dummy: Promise<string> | undefined

/**
 * Spends the time of a real check for an address without an account, so the answer's timing does not tell
 * whether the address is registered.
 */
export async function spendVerifyTime(password: string): Promise<false> {
  dummy ??= hashPassword('unikit: no account has this password')
  await verifyPassword(await dummy, password)
  return false
}
