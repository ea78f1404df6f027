import closeWithGrace from 'close-with-grace'
import type { KitApp } from './serviceTypes.ts'

/**
 * Listens on HOST:PORT and closes gracefully on SIGTERM/SIGINT or a crash: new requests get 503, in-flight
 * ones may finish within SHUTDOWN_TIMEOUT_MS, then the database closes and the process exits.
 */
export async function startService(app: KitApp): Promise<void> {
  const grace = closeWithGrace(
    { delay: app.config.SHUTDOWN_TIMEOUT_MS, logger: app.log },
    async ({ err, signal }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error')
      else app.log.info({ signal }, 'closing')
      await app.close()
    },
  )
  try {
    await app.listen({ host: app.config.HOST, port: app.config.PORT })
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start')
    grace.uninstall()
    await app.close().catch(() => {})
    process.exitCode = 1
  }
}
