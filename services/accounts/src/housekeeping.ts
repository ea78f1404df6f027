import type { AccountsApp } from './AccountsApp.ts'
import { purgeOldEmailChangeAttempts } from './db/emailChangeAttempts.ts'
import { purgeEndedLinks } from './db/emailLinks.ts'
import { purgeOldFailures } from './db/loginFailures.ts'
import { purgeEndedSessions } from './db/sessions.ts'

const EVERY_MS = 10 * 60_000

/**
 * Every 10 minutes: drops login failures and address-change attempts older than their windows, and sessions and links that ended more than
 * a day ago (they can never be used again; a day of history helps support).
 */
export function scheduleHousekeeping(app: AccountsApp) {
  const run = async () => {
    await purgeOldFailures(app.db, app.config.LOGIN_WINDOW_MS)
    await purgeOldEmailChangeAttempts(app.db, app.config.EMAIL_CHANGE_WINDOW_MS)
    await purgeEndedSessions(app.db)
    await purgeEndedLinks(app.db)
  }
  const timer = setInterval(() => {
    run().catch((error) => app.log.warn({ err: error }, 'housekeeping failed'))
  }, EVERY_MS)
  timer.unref()
  app.addHook('preClose', async () => clearInterval(timer))
}
