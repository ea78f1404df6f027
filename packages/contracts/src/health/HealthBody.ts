import { type Static, Type } from 'typebox'

/** The body of a passing `/healthz` or `/readyz`; a failing `/readyz` answers 503 with an ErrorBody. */
export const HealthBody = Type.Object({ status: Type.Literal('ok') })
export type HealthBody = Static<typeof HealthBody>
