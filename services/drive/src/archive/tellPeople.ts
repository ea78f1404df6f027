import { createServiceClient, fetchUserContacts } from '@unikit/service-kit'
import type { DriveApp } from '../DriveApp.ts'
import type { DriveDb } from '../db/schema.ts'
import { type ArchiveMailKind, archiveMail } from './archiveMail.ts'

export interface Telling {
  kind: ArchiveMailKind
  userIds: readonly string[]
  name: string
  reason: string
}

/**
 * Finds where to mail people before a staff action's transaction, then writes their mail into the outbox in
 * it, so the mail leaves only if the action commits. When the accounts service cannot say, the action still
 * happens and the miss is logged: staff decisions do not wait on mail.
 */
export async function prepareTelling(app: DriveApp, ids: readonly string[]) {
  const accounts = createServiceClient({
    baseUrl: app.config.ACCOUNTS_URL,
    name: 'accounts',
    timeoutMs: 5000,
    ...(app.config.INTERNAL_TOKEN ? { internalToken: app.config.INTERNAL_TOKEN } : {}),
  })
  const contacts = await fetchUserContacts(accounts, ids).catch((error: unknown) => {
    app.log.warn({ err: error }, 'could not look up whom to mail; the staff action goes on without mail')
    return new Map()
  })
  return async (trx: DriveDb, telling: Telling) => {
    for (const userId of new Set(telling.userIds)) {
      const contact = contacts.get(userId)
      if (!contact) continue
      await app.outbox.enqueue(
        trx,
        archiveMail(telling.kind, {
          to: contact.email,
          firstName: contact.firstName,
          name: telling.name,
          reason: telling.reason,
          publicOrigin: app.config.PUBLIC_ORIGIN,
        }),
      )
    }
  }
}
