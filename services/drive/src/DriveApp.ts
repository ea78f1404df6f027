import type { ServiceApp } from '@unikit/service-kit'
import type { DriveConfig } from './config.ts'
import type { DriveDatabase } from './db/schema.ts'

/** The drive service's app: its own tables and settings. */
export type DriveApp = ServiceApp<DriveDatabase, DriveConfig>
