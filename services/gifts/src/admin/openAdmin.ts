import { type AdminSession, openAdminSession } from '@unikit/service-kit/admin'
import type { PrizeMailContext } from '../claims/sendPrizeMail.ts'
import { service, settings } from '../config.ts'
import { migrations } from '../db/migrations/index.ts'

export interface GiftsAdminSession extends AdminSession, PrizeMailContext {}

/**
 * The gifts database (migrated) and mailer with the service's own settings, for the admin commands; with what
 * prize mails need besides (the site's address, and where a failed one is reported).
 */
export async function openAdmin(
  env: Record<string, string | undefined> = process.env,
): Promise<GiftsAdminSession> {
  const session = await openAdminSession({ service, settings, migrations, env })
  return {
    ...session,
    publicUrl: session.config.PUBLIC_URL,
    report: (problem, claim, error) =>
      console.error(`claim ${claim}: ${problem}: ${error instanceof Error ? error.message : String(error)}`),
  }
}
