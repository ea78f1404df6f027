import { expect } from 'vitest'

/** The coded error a lookup that should fail rejects with: its code, status and message (tests only). */
export function failureOf(promise: Promise<unknown>) {
  return promise.then(
    () => expect.unreachable('the lookup should fail'),
    (error: { code: string; statusCode: number; message: string }) => ({
      code: error.code,
      status: error.statusCode,
      message: error.message,
    }),
  )
}
