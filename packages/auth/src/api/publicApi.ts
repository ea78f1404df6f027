import { createApiClient } from './createApiClient.ts'

/**
 * The client for the calls a visitor makes (login, sign-up, reset, verification links): it never sends the
 * stored token by itself. A 401 answering a wrong password must not end a session that happens to be stored,
 * and an explicit `Authorization` header (the sign-in flow's fresh token) is left as given.
 */
export const publicApi = createApiClient({ getToken: () => null })
