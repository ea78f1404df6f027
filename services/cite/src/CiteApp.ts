import type { ServiceApp } from '@unikit/service-kit'
import type { Kysely } from 'kysely'
import type { CiteConfig } from './config.ts'
import type { CiteDatabase } from './db/schema.ts'

/** The cite service's app: its own tables and settings. */
export type CiteApp = ServiceApp<CiteDatabase, CiteConfig>

/** The cite database or a transaction on it: what every query function in `db/` takes. */
export type CiteDb = Kysely<CiteDatabase>
