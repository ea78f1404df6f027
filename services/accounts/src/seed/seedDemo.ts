import type { AccountsApp } from '../AccountsApp.ts'
import { findUserByEmailKey, insertUser } from '../db/users.ts'
import { hashPassword } from '../password/passwordHasher.ts'
import { applyEntry } from '../wallet/applyEntry.ts'

/** The demo account the README promises (`npm start`). Its password is seeded as is, outside the policy. */
export const demoUser = {
  email: 'demo@rmit.edu.vn',
  password: 'Unikit-demo-2026',
  first_name: 'Demo',
  last_name: 'Student',
  /** VND, credited once through the ledger. */
  balance: 1_250_000,
} as const

/**
 * `SEED_DEMO=1`: a verified demo student with a demo balance. It runs on every start and changes nothing once
 * the user exists; the credit's idempotency key makes it a one-time entry.
 */
export async function seedDemo(app: AccountsApp): Promise<void> {
  const existing = await findUserByEmailKey(app.db, demoUser.email)
  const userId = existing?.id ?? (await createDemoUser(app))
  await applyEntry(app.db, 'credit', {
    userId,
    amount: demoUser.balance,
    idempotencyKey: 'demo-seed:opening-balance',
    reason: 'demo: opening balance',
  })
}

async function createDemoUser(app: AccountsApp): Promise<string> {
  const user = await insertUser(app.db, {
    email: demoUser.email,
    first_name: demoUser.first_name,
    last_name: demoUser.last_name,
    password_hash: await hashPassword(demoUser.password),
    verified: true,
  })
  return user.id
}
