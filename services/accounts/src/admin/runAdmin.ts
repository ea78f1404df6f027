import { type Role, roles } from '@unikit/contracts/accounts'
import { AdminError, type AdminSession, adminArguments, resendFailedMail } from '@unikit/service-kit/admin'
import type { AccountsConfig } from '../config.ts'
import type { AccountsDatabase } from '../db/schema.ts'
import { resetMail } from '../mail/accountMails.ts'
import { createAdmin, setRole } from './users.ts'
import { creditTransfer, ledgerOf, readAmount } from './wallet.ts'

export const adminUsage = `Usage: pnpm --filter @unikit/accounts admin <command>

  create-admin <email> --first-name <text> --last-name <text>
                          a verified admin; prints (and mails) a one-hour link to choose the password
  promote <email>         an existing user becomes an admin
  demote <email>          an admin (or staff member) becomes a student again
  role <email> <student|staff|admin>
                          sets a user's role: staff run the desks of orders, archive and feedback
  credit <email> <amount> --ref <bank reference>
                          adds a bank transfer to the balance (whole dong, e.g. 500000 or 500,000);
                          once per bank reference: running it again changes nothing
  balance <email>         the balance and every ledger entry
  mail resend             mail whose tries ran out (e.g. a long SMTP outage) is queued again and sent
`

const options = {
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  ref: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const { readArgs, argument, requiredText } = adminArguments(adminUsage)

const vnd = (amount: number) => `${amount.toLocaleString('en')} ₫`

/** Runs one admin command and returns what to print. Bad arguments throw an AdminError. */
export async function runAdmin(
  argv: string[],
  session: Pick<AdminSession<AccountsDatabase, AccountsConfig>, 'db' | 'outbox' | 'config'>,
): Promise<string> {
  const { values, positionals } = readArgs(argv, options)
  const [command, ...rest] = positionals
  const { db, config } = session
  switch (command) {
    case 'create-admin': {
      const admin = await createAdmin(db, {
        email: argument(rest, 0, 'e-mail address'),
        firstName: requiredText(values['first-name'], '--first-name'),
        lastName: requiredText(values['last-name'], '--last-name'),
        domain: config.UNIVERSITY_EMAIL_DOMAIN,
        publicOrigin: config.PUBLIC_ORIGIN,
      })
      await session.outbox.enqueue(
        db,
        resetMail({ to: admin.email, firstName: values['first-name']!, url: admin.link.url }),
      )
      await session.outbox.drain()
      return (
        `Admin ${admin.email} created (id ${admin.id}). To choose the password, open within one hour:\n` +
        `  ${admin.link.url}\n(the link was also e-mailed)\n`
      )
    }
    case 'promote':
    case 'demote': {
      const user = await setRole(
        db,
        argument(rest, 0, 'e-mail address'),
        command === 'promote' ? 'admin' : 'student',
      )
      return `${user.email} is now ${user.role === 'admin' ? 'an admin' : 'a student'}.\n`
    }
    case 'role': {
      const role = argument(rest, 1, 'role')
      if (!isRole(role)) throw new AdminError(`The role must be one of ${roles.join(', ')}, not "${role}"`)
      const user = await setRole(db, argument(rest, 0, 'e-mail address'), role)
      return `${user.email} is now ${user.role}.\n`
    }
    case 'credit': {
      const amount = readAmount(argument(rest, 1, 'amount'))
      const result = await creditTransfer(
        db,
        argument(rest, 0, 'e-mail address'),
        amount,
        requiredText(values.ref, '--ref'),
      )
      if (result.replayed) {
        return `Bank reference ${values.ref?.trim()} was already credited (entry ${result.entryId}): nothing changed. Balance after it: ${vnd(result.balance)}.\n`
      }
      return `Credited ${vnd(amount)} to ${result.user.email} (entry ${result.entryId}). Balance: ${vnd(result.balance)}.\n`
    }
    case 'balance': {
      const { user, balance, entries } = await ledgerOf(db, argument(rest, 0, 'e-mail address'))
      const lines = entries.map(
        (e) =>
          `  #${e.id}  ${e.created_at.toISOString()}  ${e.kind === 'credit' ? '+' : '-'}${vnd(e.amount).padStart(14)}  → ${vnd(e.balance_after).padStart(14)}  ${e.reason}\n`,
      )
      return `${user.email} (${user.first_name} ${user.last_name}, ${user.role}): balance ${vnd(balance)}\n${lines.length ? lines.join('') : '  no ledger entries yet\n'}`
    }
    case 'mail':
      if (rest[0] !== 'resend') throw new AdminError(adminUsage)
      return resendFailedMail(session)
    default:
      throw new AdminError(adminUsage)
  }
}

function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value)
}
