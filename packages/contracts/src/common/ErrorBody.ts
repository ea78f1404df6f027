import { type Static, Type } from 'typebox'

/**
 * The one body every failed request answers with. `code` is stable and machine-readable (frontends map it to
 * their own text); `message` is a readable English sentence for logs and developers.
 */
export const ErrorBody = Type.Object({
  error: Type.Object({
    code: Type.String({ minLength: 1, description: 'Stable upper-case code, e.g. VALIDATION_FAILED' }),
    message: Type.String({ description: 'Readable explanation; never contains internals' }),
  }),
})
export type ErrorBody = Static<typeof ErrorBody>
