import { createApiClient } from './createApiClient.ts'

/** The client every app uses for `/api/*`: the session cookie goes along, 100 s timeout. */
export const api = createApiClient()
