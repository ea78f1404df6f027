import type { ServiceApp } from '@unikit/service-kit'
import type { CiteConfig } from './config.ts'
import type { CiteDatabase } from './db/schema.ts'

/** The cite service's app: its own tables and settings. */
export type CiteApp = ServiceApp<CiteDatabase, CiteConfig>
