import { createApiClient } from './createApiClient.ts'

/**
 * The client for the calls a visitor makes (login, sign-up, reset, verification links, logout): the browser still
 * sends and keeps our cookies (login sets the session's), but a 401 answering a wrong password must not end a
 * session that happens to be live.
 */
export const publicApi = createApiClient({ onUnauthorized: () => {} })
