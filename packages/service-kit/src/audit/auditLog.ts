import type { Kysely } from 'kysely'
import { kitDb } from '../kitSchema/kitDb.ts'

export interface AuditEntry {
  actorId: string
  action: string
  subjectType: string
  subjectId: string
  details?: Record<string, unknown>
}

export interface RecordedAudit extends Required<AuditEntry> {
  id: string
  createdAt: Date
}

/**
 * Records a staff action; pass the transaction of the action itself, so the log says exactly what happened
 * (docs/product/platform.md#staff-desks).
 */
export async function recordAudit<DB>(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await kitDb(db)
    .insertInto('kit_audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      details: JSON.stringify(entry.details ?? {}),
    })
    .execute()
}

/** Newest first, `limit` at a time: pass the last id seen as `before` for the next page; optionally one record's. */
export async function listAudit<DB>(
  db: Kysely<DB>,
  query: { limit: number; before?: string | undefined; subject?: { type: string; id: string } | undefined },
): Promise<RecordedAudit[]> {
  let select = kitDb(db).selectFrom('kit_audit_log').selectAll().orderBy('id', 'desc').limit(query.limit)
  if (query.before) select = select.where('id', '<', query.before)
  if (query.subject) {
    select = select.where('subject_type', '=', query.subject.type).where('subject_id', '=', query.subject.id)
  }
  const rows = await select.execute()
  return rows.map((row) => ({
    id: String(row.id),
    actorId: row.actor_id,
    action: row.action,
    subjectType: row.subject_type,
    subjectId: row.subject_id,
    details: row.details,
    createdAt: row.created_at,
  }))
}
