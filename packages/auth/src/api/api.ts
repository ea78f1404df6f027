import { createApiClient } from './createApiClient.ts'

/** The client every app uses for `/api/*`: bearer token from the session, 100 s timeout. */
export const api = createApiClient()
