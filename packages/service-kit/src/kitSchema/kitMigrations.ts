import type { Migrations } from '../db/runMigrations.ts'
import { auditMigration } from './migrations/auditMigration.ts'
import { auditRedactionMigration } from './migrations/auditRedactionMigration.ts'
import { jobsMigration } from './migrations/jobsMigration.ts'
import { mailOutboxMigration } from './migrations/mailOutboxMigration.ts'
import { noticesMigration } from './migrations/noticesMigration.ts'
import { objectsMigration } from './migrations/objectsMigration.ts'

/**
 * The kit's tables, a migration track of their own (`kit_migration`), so a service's own migration names never
 * have to sort around them.
 */
export const kitMigrations: Migrations = {
  '0001_mail_outbox': mailOutboxMigration,
  '0002_objects': objectsMigration,
  '0003_audit_log': auditMigration,
  '0004_audit_redaction': auditRedactionMigration,
  '0005_notices': noticesMigration,
  '0006_jobs': jobsMigration,
}
