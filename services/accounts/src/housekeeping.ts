import type { ServiceApp } from '@unikit/service-kit'
import { sql } from 'kysely'
import { purgeOldFailures } from './login/loginThrottle.ts'

const EVERY_MS = 10 * 60_000

/**
 * Every 10 minutes: drops login failures older than the window, and sessions and links that ended more than
 * a day ago (they can never be used again; a day of history helps support).
 */
export function scheduleHousekeeping(app: ServiceApp) {
  const run = async () => {
    const dayAgo = sql<Date>`now() - interval '1 day'`
    await purgeOldFailures(app.db, app.config.LOGIN_WINDOW_MS)
    await app.db.deleteFrom('sessions').where('expires_at', '<', dayAgo).execute()
    await app.db.deleteFrom('email_links').where('expires_at', '<', dayAgo).execute()
  }
  const timer = setInterval(() => {
    run().catch((error) => app.log.warn({ err: error }, 'housekeeping failed'))
  }, EVERY_MS)
  timer.unref()
  app.addHook('preClose', async () => clearInterval(timer))
}
