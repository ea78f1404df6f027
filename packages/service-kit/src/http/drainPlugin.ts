import fp from 'fastify-plugin'
import type { Lifecycle } from './Lifecycle.ts'

/** Set on every answer while the instance drains or closes: a gateway stops sending it new work. */
export const DRAINING_HEADER = 'x-unikit-draining'
/** Set on the 503 of a request refused unprocessed while closing: a gateway may send it to another instance. */
export const UNPROCESSED_HEADER = 'x-unikit-unprocessed'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts draining: `/readyz` answers 503 and every response closes its connection and carries
     * `x-unikit-draining`, while requests are still served; resolves after `ms`. `startService` calls it on
     * SIGTERM with SHUTDOWN_DRAIN_MS before closing.
     */
    drain(ms: number): Promise<void>
  }
}

export const drainPlugin = fp<{ lifecycle: Lifecycle }>(
  async (app, { lifecycle }) => {
    app.decorate('drain', async (ms: number) => {
      lifecycle.draining = true
      if (ms > 0) await new Promise((resolve) => setTimeout(resolve, ms))
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      if (lifecycle.draining || lifecycle.closing) reply.header(DRAINING_HEADER, '1')
      // No keep-alive connection outlives the drain, so none is cut while a request is on its way. (Once
      // closing, requests still arriving on an open connection get 503 unprocessed instead.)
      if (lifecycle.draining && !lifecycle.closing) reply.header('connection', 'close')
      return payload
    })
  },
  { name: 'unikit-drain' },
)
