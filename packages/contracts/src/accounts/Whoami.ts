import { type Static, Type } from 'typebox'

/** `GET /api/private/<service>/whoami` in every service: who the bearer token is, as that service sees it. */
export const WhoamiResult = Type.Object({
  service: Type.String(),
  userId: Type.String(),
  verified: Type.Boolean(),
})
export type WhoamiResult = Static<typeof WhoamiResult>
