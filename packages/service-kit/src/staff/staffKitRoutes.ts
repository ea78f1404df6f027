import { ErrorBody } from '@unikit/contracts'
import {
  AuditList,
  AuditListQuery,
  OutboxMailList,
  OutboxMailQuery,
  ResendMailBody,
  ResendMailResult,
} from '@unikit/contracts/staff'
import type { Kysely } from 'kysely'
import { listAudit, recordAudit } from '../audit/auditLog.ts'
import { type AuditNameSources, nameAuditEntries } from '../audit/auditNames.ts'
import { listOutboxMail, requeueFailedMail } from '../outbox/outboxQueries.ts'
import type { ServicePlugin } from '../serviceTypes.ts'

/**
 * What every service's staff desk can read and do beside its own calls (docs/product/platform.md#staff-desks):
 * `GET /api/private/<service>/staff/audit` (the log of staff actions), `GET .../staff/mail?status=` and
 * `POST .../staff/mail/resend` (failed mail back in the queue, itself logged). Staff only, checked here. The log
 * names who acted and the record acted on, from `names`.
 */
export const staffKitRoutes: ServicePlugin<{
  service: string
  db: Kysely<unknown>
  names: Omit<AuditNameSources, 'onFailure'>
}> = async (app, { service, db, names }) => {
  const base = `/api/private/${service}/staff`
  const tags = ['staff']
  const denied = { 401: ErrorBody, 403: ErrorBody }

  app.get(
    `${base}/audit`,
    {
      preHandler: app.requireStaff,
      schema: { tags, querystring: AuditListQuery, response: { 200: AuditList, ...denied } },
    },
    async (request) => {
      const { limit, before, subject_type, subject_id } = request.query
      const subject = subject_type && subject_id ? { type: subject_type, id: subject_id } : undefined
      const entries = await nameAuditEntries(await listAudit(db, { limit, before, subject }), {
        ...names,
        onFailure: (error, what) =>
          request.log.warn({ err: error }, `the audit log's ${what} were not named`),
      })
      return { data: entries.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() })) }
    },
  )

  app.get(
    `${base}/mail`,
    {
      preHandler: app.requireStaff,
      schema: { tags, querystring: OutboxMailQuery, response: { 200: OutboxMailList, ...denied } },
    },
    async (request) => {
      const mails = await listOutboxMail(db, request.query.status ?? 'failed', request.query.limit)
      return {
        data: mails.map((mail) => ({
          ...mail,
          createdAt: mail.createdAt.toISOString(),
          sentAt: mail.sentAt?.toISOString() ?? null,
        })),
      }
    },
  )

  app.post(
    `${base}/mail/resend`,
    {
      preHandler: app.requireStaff,
      schema: { tags, body: ResendMailBody, response: { 200: ResendMailResult, ...denied } },
    },
    async (request) => {
      const requeued = await db.transaction().execute(async (trx) => {
        const count = await requeueFailedMail(trx, request.body.ids)
        await recordAudit(trx, {
          actorId: request.user.userId,
          action: 'mail.resend',
          subjectType: 'mail',
          subjectId: request.body.ids?.join(',') ?? 'all-failed',
          details: { requeued: count },
        })
        return count
      })
      // The sender takes them within MAIL_SEND_INTERVAL_MS; the request does not wait for SMTP.
      return { requeued }
    },
  )
}
