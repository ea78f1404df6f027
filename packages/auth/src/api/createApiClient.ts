import ky, { type KyInstance, type Options } from 'ky'
import { sessionStore } from '../session/sessionStore.ts'
import { expireSession } from './unauthorized.ts'

/** The API's time limit, 100 s (docs/product/platform.md#api-client), for each attempt and for the whole call including retries. */
export const DEFAULT_API_TIMEOUT = 100_000
export const DEFAULT_API_BASE_URL = '/api/'

export type ApiClientOptions = {
  /** Prepended to every path, e.g. `/api/` so `api.get('private/me')` calls `/api/private/me`. */
  baseUrl?: string
  /** Milliseconds; default 100 000. */
  timeout?: number
  /** The token to send; default: the stored session's. */
  getToken?: () => string | null
  /** A 401 answered a request that carried `token`; default: sign out and notify `onUnauthorized` listeners. */
  onUnauthorized?: (token: string, event: { url: string }) => void
  /** ky's retry option; default: ky's (idempotent methods, twice), always within `timeout`. */
  retry?: Options['retry']
  /** ky's fetch option, for tests or instrumentation. */
  fetch?: Options['fetch']
}

/**
 * A ky client for our one origin: every path is joined to `baseUrl`, the bearer token goes only to that
 * origin, and a 401 on an authenticated call ends the session.
 */
export function createApiClient(options: ApiClientOptions = {}): KyInstance {
  const {
    baseUrl = DEFAULT_API_BASE_URL,
    timeout = DEFAULT_API_TIMEOUT,
    getToken = () => sessionStore.getState().token,
    onUnauthorized = expireSession,
    retry,
    fetch,
  } = options
  const apiOrigin = () => new URL(baseUrl, globalThis.location?.href).origin

  return ky.create({
    // `prefix`, not ky's `baseUrl`: "/private/me" must not escape to the site root, and an absolute URL
    // string must not take the token to another host.
    prefix: baseUrl,
    timeout,
    totalTimeout: timeout,
    ...(retry !== undefined ? { retry } : {}),
    ...(fetch ? { fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const token = getToken()
          if (token && new URL(request.url).origin === apiOrigin()) {
            request.headers.set('Authorization', `Bearer ${token}`)
          }
        },
      ],
      afterResponse: [
        ({ request, response }) => {
          if (response.status !== 401) return
          const sent = bearerToken(request)
          if (sent) onUnauthorized(sent, { url: request.url })
        },
      ],
    },
  })
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null
}
