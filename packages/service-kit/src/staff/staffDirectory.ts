import type { UserContact } from '@unikit/contracts/accounts'
import { createServiceClient } from '../client/createServiceClient.ts'
import { fetchUserContacts } from '../client/fetchUserContacts.ts'
import type { BaseConfig } from '../config/baseConfigSchema.ts'

/** The audit log waits this long for names at most; past it the page shows ids (accounts is slow or down). */
const DIRECTORY_TIMEOUT_MS = 3000

/** Who staff members are (first name, address), from the accounts service, for a page of the audit log. */
export function staffDirectory(config: BaseConfig): (userIds: string[]) => Promise<Map<string, UserContact>> {
  const accounts = createServiceClient({
    baseUrl: config.ACCOUNTS_URL,
    name: 'accounts',
    timeoutMs: DIRECTORY_TIMEOUT_MS,
    ...(config.INTERNAL_TOKEN ? { internalToken: config.INTERNAL_TOKEN } : {}),
  })
  return (userIds) => fetchUserContacts(accounts, userIds)
}
