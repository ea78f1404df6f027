import type { AccountsApp } from '../AccountsApp.ts'
import { resetMail } from '../mail/accountMails.ts'
import { mailLinkToAccount } from './mailLinkToAccount.ts'

/** A reset link mailed to the account that has the address (docs/product/accounts.md#reset-password), 5 an hour. */
export function requestPasswordReset(app: AccountsApp, rawEmail: string): Promise<void> {
  return mailLinkToAccount(app, rawEmail, { purpose: 'reset', perHour: 5, mail: resetMail })
}
