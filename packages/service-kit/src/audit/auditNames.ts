import type { UserContact } from '@unikit/contracts/accounts'
import type { RecordedAudit } from './auditLog.ts'

/** A record the log speaks of, as `recordAudit` stored it. */
export interface AuditSubject {
  type: string
  id: string
}

/**
 * A service's names for the records its staff act on (`item` → the file's name, `order` → "#12 Sample
 * Citation"), keyed by `auditSubjectKey`; what it does not know it leaves out.
 */
export type AuditSubjectNames = (subjects: AuditSubject[]) => Promise<Map<string, string>>

export const auditSubjectKey = (type: string, id: string) => `${type}:${id}`

/** The ids of one type of record among `subjects`, e.g. the orders of a page. */
export const auditSubjectIds = (subjects: AuditSubject[], type: string) =>
  subjects.filter((subject) => subject.type === type).map((subject) => subject.id)

export interface NamedAudit extends RecordedAudit {
  actorName: string | null
  actorEmail: string | null
  subjectName: string | null
}

export interface AuditNameSources {
  /** The staff who acted, from the accounts service. */
  people: (userIds: string[]) => Promise<Map<string, UserContact>>
  subjects?: AuditSubjectNames | undefined
  /** A lookup that failed: the page still shows, with ids where names would be. */
  onFailure: (error: unknown, what: 'people' | 'subjects') => void
}

/**
 * Adds names to a page of the log, so staff read who did what to which record (docs/product/platform.md#staff-desks):
 * one lookup of the people and one of the records for the whole page. A record that is gone keeps the name its
 * action recorded (`details.name`).
 */
export async function nameAuditEntries(
  entries: RecordedAudit[],
  sources: AuditNameSources,
): Promise<NamedAudit[]> {
  const failed = (what: 'people' | 'subjects') => (error: unknown) => {
    sources.onFailure(error, what)
    return new Map()
  }
  const actorIds = [...new Set(entries.map((entry) => entry.actorId))]
  const subjects = uniqueSubjects(entries)
  const [people, names] = await Promise.all([
    actorIds.length > 0 ? sources.people(actorIds).catch(failed('people')) : new Map<string, UserContact>(),
    sources.subjects && subjects.length > 0
      ? sources.subjects(subjects).catch(failed('subjects'))
      : new Map<string, string>(),
  ])
  return entries.map((entry) => {
    const person = people.get(entry.actorId)
    const recorded = typeof entry.details.name === 'string' ? entry.details.name : null
    return {
      ...entry,
      actorName: person?.firstName ?? null,
      actorEmail: person?.email ?? null,
      subjectName: names.get(auditSubjectKey(entry.subjectType, entry.subjectId)) ?? recorded,
    }
  })
}

function uniqueSubjects(entries: RecordedAudit[]): AuditSubject[] {
  const seen = new Map<string, AuditSubject>()
  for (const { subjectType: type, subjectId: id } of entries)
    seen.set(auditSubjectKey(type, id), { type, id })
  return [...seen.values()]
}
