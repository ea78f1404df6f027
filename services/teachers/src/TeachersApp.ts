import type { ServiceApp } from '@unikit/service-kit'
import type { TeachersConfig } from './config.ts'
import type { TeachersDatabase } from './db/schema.ts'

/** The teachers service's app: its own tables and settings. */
export type TeachersApp = ServiceApp<TeachersDatabase, TeachersConfig>
