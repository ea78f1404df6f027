import { type UserContact, UserContactsResult } from '@unikit/contracts/accounts'
import type { ServiceClient } from './createServiceClient.ts'

/** Where to mail these users, from the accounts service (`/internal/users/contact`), by user id. */
export async function fetchUserContacts(
  accounts: ServiceClient,
  userIds: readonly string[],
): Promise<Map<string, UserContact>> {
  const ids = [...new Set(userIds)]
  if (ids.length === 0) return new Map()
  const { data } = await accounts.post('/internal/users/contact', {
    response: UserContactsResult,
    body: { userIds: ids },
  })
  return new Map(data.map((contact) => [contact.userId, contact]))
}
