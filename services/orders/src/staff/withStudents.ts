import type { AccountsClient } from '../accounts/accountsClient.ts'

/**
 * Adds whose it is (address and first name) to rows staff read, in one call to the accounts service for the
 * page. If accounts cannot answer, the page still shows, with the ids only.
 */
export async function withStudents<Row extends { user_id: string }>(
  accounts: AccountsClient,
  rows: Row[],
): Promise<(Row & { student: { email: string; firstName: string } | null })[]> {
  const ids = [...new Set(rows.map((row) => row.user_id))]
  const contacts = ids.length > 0 ? await accounts.contacts(ids).catch(() => new Map()) : new Map()
  return rows.map((row) => {
    const contact = contacts.get(row.user_id)
    return { ...row, student: contact ? { email: contact.email, firstName: contact.firstName } : null }
  })
}
