import type { ServiceApp } from '@unikit/service-kit'
import type { Kysely } from 'kysely'
import type { GiftsConfig } from './config.ts'
import type { GiftsDatabase } from './db/schema.ts'

/** The gifts service's app: its own tables and settings. */
export type GiftsApp = ServiceApp<GiftsDatabase, GiftsConfig>

/** The gifts database or a transaction on it: what every query function in `db/` takes. */
export type GiftsDb = Kysely<GiftsDatabase>
