import { type AuditSubject, auditSubjectIds, auditSubjectKey } from '@unikit/service-kit'
import type { Kysely } from 'kysely'
import type { DriveDatabase } from './schema.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The files and folders of a page of the audit log, by their names today (a deleted one keeps its recorded name). */
export async function auditSubjectNames(
  db: Kysely<DriveDatabase>,
  subjects: AuditSubject[],
): Promise<Map<string, string>> {
  const ids = auditSubjectIds(subjects, 'item').filter((id) => UUID.test(id))
  if (ids.length === 0) return new Map()
  const items = await db.selectFrom('items').select(['id', 'name']).where('id', 'in', ids).execute()
  return new Map(items.map((item) => [auditSubjectKey('item', item.id), item.name]))
}
