import type { KitApp } from '@unikit/service-kit'

const isErrorBody = (payload: unknown): payload is { error: unknown } =>
  typeof payload === 'object' && payload !== null && 'error' in payload && !('status' in payload)

/**
 * The gift host answers `{ status: 'success', data }` or `{ status: 'error', error: { code, message } }`
 * (spec §7). The kit's error handler writes the project's one error body; this adds the status to it for
 * every route registered in the same plugin (validation errors and rate limits included).
 */
export function withErrorStatus(app: KitApp) {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode >= 400 && isErrorBody(payload)) return { status: 'error', ...payload }
    return payload
  })
}
