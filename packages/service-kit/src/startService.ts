import closeWithGrace from 'close-with-grace'
import type { KitApp } from './serviceTypes.ts'

/**
 * Listens on HOST:PORT and closes gracefully on SIGTERM/SIGINT or a crash: first it drains for
 * SHUTDOWN_DRAIN_MS (still serving, `/readyz` 503, connections closed after each answer), then it stops
 * listening, new requests get 503, in-flight ones may finish within SHUTDOWN_TIMEOUT_MS, then the database
 * closes and the process exits.
 */
export async function startService(app: KitApp): Promise<void> {
  const grace = closeWithGrace(
    { delay: app.config.SHUTDOWN_DRAIN_MS + app.config.SHUTDOWN_TIMEOUT_MS, logger: app.log },
    async ({ err, signal }) => {
      if (err) app.log.error({ err }, 'closing after an uncaught error')
      else {
        app.log.info({ signal }, 'closing')
        if (app.config.SHUTDOWN_DRAIN_MS > 0)
          app.log.info({ ms: app.config.SHUTDOWN_DRAIN_MS }, 'draining first')
        await app.drain(app.config.SHUTDOWN_DRAIN_MS)
      }
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
