import { type Kysely, sql } from 'kysely'

/**
 * For erasure only (docs/decisions/0630-delete-my-account.md): in the entries about these records, replaces the
 * `keys` of `details` that copied a deleted account's words with `text`; the entries themselves stay. Pass the
 * erase's transaction: the permission ends with it. Returns the entries changed.
 */
export async function redactAudit<DB>(
  trx: Kysely<DB>,
  subject: { type: string; ids: readonly string[] },
  keys: readonly string[],
  text: string,
): Promise<number> {
  if (subject.ids.length === 0 || keys.length === 0) return 0
  await sql`select set_config('unikit.audit_redaction', 'on', true)`.execute(trx)
  const replacement = sql`jsonb_build_object(${sql.join(keys.flatMap((key) => [sql`${key}::text`, sql`${text}::text`]))})`
  const result = await sql`update kit_audit_log set details = details || ${replacement}
    where subject_type = ${subject.type} and subject_id in (${sql.join([...subject.ids])})
      and details ?| ${sql`array[${sql.join(keys.map((key) => sql`${key}::text`))}]`}`.execute(trx)
  await sql`select set_config('unikit.audit_redaction', 'off', true)`.execute(trx)
  return Number(result.numAffectedRows ?? 0)
}
