import { type Static, Type } from 'typebox'

/** The event code for "a citation of this format was created"; counted to order "Most used formats". */
export const citationCreatedEvent = (formatId: number) => `citation-created-${formatId}`

/** `POST /api/public/event/emit?event={code}` → 204 */
export const EmitEventQuery = Type.Object({
  event: Type.String({ pattern: '^[a-z0-9][a-z0-9:_-]{0,63}$' }),
})
export type EmitEventQuery = Static<typeof EmitEventQuery>

/** `GET /api/public/event/formats`: citations created per format id. */
export const FormatUsageBody = Type.Object({
  data: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Integer({ minimum: 0 })),
})
export type FormatUsageBody = Static<typeof FormatUsageBody>
