import { type AppOptions, createService, type ServiceApp, type SessionVerifier } from '@unikit/service-kit'
import { service, settings } from './config.ts'
import { migrations } from './db/migrations/index.ts'
import { routes } from './routes/index.ts'
import { seedDemo } from './seed/seedDemo.ts'
import { findSession } from './sessions/findSession.ts'

/** Accounts verifies bearer tokens against its own sessions table, at once and without a cache. */
const sessions =
  (app: ServiceApp): SessionVerifier =>
  (token) =>
    findSession(app.db, token)

/** The accounts service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions = {}) {
  return createService({ ...service, settings, migrations, routes, sessions, seed: seedDemo }, options)
}
