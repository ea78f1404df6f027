import { type Static, Type } from 'typebox'

/** One mail captured by the development outbox (`GET /api/dev/mail`). */
export const DevMail = Type.Object({
  id: Type.String(),
  service: Type.String({ description: 'The service that sent it' }),
  from: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.Optional(Type.String()),
  links: Type.Array(Type.String(), { description: 'Every http(s) link found in the text and html' }),
  sentAt: Type.String({ format: 'date-time' }),
})
export type DevMail = Static<typeof DevMail>

export const DevMailList = Type.Object({ data: Type.Array(DevMail) })
export type DevMailList = Static<typeof DevMailList>

export const DevMailListQuery = Type.Object({
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
})
export type DevMailListQuery = Static<typeof DevMailListQuery>

export const DevMailLatestQuery = Type.Object({
  to: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
})
export type DevMailLatestQuery = Static<typeof DevMailLatestQuery>
