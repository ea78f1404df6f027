import type { Role } from '@unikit/contracts/accounts'
import type { AccountsApp } from '../AccountsApp.ts'
import { findUserByEmailKey, insertUser } from '../db/users.ts'
import { hashPassword } from '../password/passwordHasher.ts'
import { applyEntry } from '../wallet/applyEntry.ts'

interface DemoAccount {
  email: string
  password: string
  first_name: string
  last_name: string
  role: Role
}

/** The demo student the README promises (`npm start`). Its password is seeded as is, outside the policy. */
export const demoUser = {
  email: 'demo@rmit.edu.vn',
  password: 'Unikit-demo-2026',
  first_name: 'Demo',
  last_name: 'Student',
  role: 'student',
  /** VND, credited once through the ledger. */
  balance: 1_250_000,
} as const satisfies DemoAccount & { balance: number }

/** The demo staff member the README promises: runs the desks of orders, archive and feedback. */
export const demoStaff = {
  email: 'staff@rmit.edu.vn',
  password: 'Unikit-staff-2026',
  first_name: 'Demo',
  last_name: 'Staff',
  role: 'staff',
} as const satisfies DemoAccount

/**
 * `SEED_DEMO=1`: a verified demo student with a demo balance and a verified staff member. It runs on every start
 * and changes nothing once the users exist; the credit's idempotency key makes it a one-time entry.
 */
export async function seedDemo(app: AccountsApp): Promise<void> {
  const studentId = await ensureUser(app, demoUser)
  await ensureUser(app, demoStaff)
  await applyEntry(app.db, 'credit', {
    userId: studentId,
    amount: demoUser.balance,
    idempotencyKey: 'demo-seed:opening-balance',
    reason: 'demo: opening balance',
  })
}

async function ensureUser(app: AccountsApp, account: DemoAccount): Promise<string> {
  const existing = await findUserByEmailKey(app.db, account.email)
  if (existing) return existing.id
  const user = await insertUser(app.db, {
    email: account.email,
    first_name: account.first_name,
    last_name: account.last_name,
    password_hash: await hashPassword(account.password),
    role: account.role,
    verified: true,
  })
  return user.id
}
