import ky, { type KyInstance, type Options } from 'ky'
import { sessionGeneration, sessionStore } from '../session/sessionStore.ts'
import { expireSession } from './unauthorized.ts'

/** The API's time limit, 100 s (docs/product/platform.md#api-client), for each attempt and for the whole call including retries. */
export const DEFAULT_API_TIMEOUT = 100_000
export const DEFAULT_API_BASE_URL = '/api/'

export type ApiClientOptions = {
  /** Prepended to every path, e.g. `/api/` so `api.get('private/me')` calls `/api/private/me`. */
  baseUrl?: string
  /** Milliseconds; default 100 000. */
  timeout?: number
  /**
   * Whether the calls carry the session: true (default) sends the session cookie to our own origin and lets a 401
   * end the page's session; false sends no cookie at all and a 401 ends nothing (another host, a visitor's call).
   */
  session?: boolean
  /**
   * A 401 answered a call sent during sign-in `generation` (`sessionGeneration()`); default: sign out and notify
   * `onUnauthorized` listeners.
   */
  onUnauthorized?: (generation: number, event: { url: string }) => void
  /** ky's retry option; default: ky's (idempotent methods, twice), always within `timeout`. */
  retry?: Options['retry']
  /** ky's fetch option, for tests or instrumentation. */
  fetch?: Options['fetch']
}

/**
 * A ky client for our one origin: every path is joined to `baseUrl`. The session is an HttpOnly cookie the
 * browser sends by itself, only to our own origin (`credentials: 'same-origin'`, and the cookie is `__Host-`), so
 * the client holds no secret (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). A 401 on a call
 * made while signed in ends the session.
 */
export function createApiClient(options: ApiClientOptions = {}): KyInstance {
  const {
    baseUrl = DEFAULT_API_BASE_URL,
    timeout = DEFAULT_API_TIMEOUT,
    session = true,
    onUnauthorized = expireSession,
    retry,
    fetch,
  } = options
  return ky.create({
    // `prefix`, not ky's `baseUrl`: "/private/me" must not escape to the site root.
    prefix: baseUrl,
    timeout,
    totalTimeout: timeout,
    credentials: session ? 'same-origin' : 'omit',
    ...(retry !== undefined ? { retry } : {}),
    ...(fetch ? { fetch } : {}),
    hooks: {
      // The sign-in each call was made in, so a late 401 of an earlier session cannot end a newer one.
      init: [
        (callOptions) => {
          const signedIn = session && sessionStore.getState().signedIn
          callOptions.context = { ...callOptions.context, sentIn: signedIn ? sessionGeneration() : undefined }
        },
      ],
      afterResponse: [
        ({ request, response, options: sent }) => {
          if (response.status !== 401) return
          const generation = sent.context.sentIn
          if (typeof generation === 'number') onUnauthorized(generation, { url: request.url })
        },
      ],
    },
  })
}
