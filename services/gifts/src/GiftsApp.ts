import type { ServiceApp } from '@unikit/service-kit'
import type { GiftsConfig } from './config.ts'
import type { GiftsDatabase } from './db/schema.ts'

/** The gifts service's app: its own tables and settings. */
export type GiftsApp = ServiceApp<GiftsDatabase, GiftsConfig>
