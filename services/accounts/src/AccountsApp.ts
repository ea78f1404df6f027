import type { ServiceApp } from '@unikit/service-kit'
import type { AccountsConfig } from './config.ts'
import type { AccountsDatabase } from './db/schema.ts'

/** The accounts service's app: its own tables and settings (another service's tables do not type-check). */
export type AccountsApp = ServiceApp<AccountsDatabase, AccountsConfig>
