import { type AppOptions, createService, type SessionVerifier } from '@unikit/service-kit'
import type { AccountsApp } from './AccountsApp.ts'
import { type AccountsConfig, service, settings } from './config.ts'
import { migrations } from './db/migrations/index.ts'
import type { AccountsDatabase } from './db/schema.ts'
import { routes } from './routes/index.ts'
import { seedDemo } from './seed/seedDemo.ts'
import { findSession } from './sessions/findSession.ts'
import { personalData } from './users/personalData.ts'

/** Accounts verifies bearer tokens against its own sessions table, at once and without a cache. */
const sessions =
  (app: AccountsApp): SessionVerifier =>
  (token) =>
    findSession(app.db, token)

/** The accounts service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions<AccountsConfig> = {}): AccountsApp {
  return createService<AccountsDatabase, AccountsConfig>(
    { ...service, settings, migrations, routes, sessions, seed: seedDemo, personalData },
    options,
  )
}
