import type { ServiceApp } from '@unikit/service-kit'
import type { Kysely } from 'kysely'
import type { DriveConfig } from './config.ts'
import type { DriveDatabase } from './db/schema.ts'

/** The drive service's app: its own tables and settings. */
export type DriveApp = ServiceApp<DriveDatabase, DriveConfig>

/** The drive database or a transaction on it: what every query function in `db/` takes. */
export type DriveDb = Kysely<DriveDatabase>
