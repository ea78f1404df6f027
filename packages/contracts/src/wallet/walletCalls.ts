import { type Static, Type } from 'typebox'

/** One line of the statement: a movement of the balance, or a note that moved nothing (a top-up asked or refused). */
export const StatementLine = Type.Object({
  id: Type.String(),
  /** A kind of `ledgerKinds`. */
  kind: Type.String(),
  label: Type.String(),
  /** VND, signed: negative for what was taken, 0 for a note. */
  amount: Type.Integer(),
  /** For a note, the amount it is about (the top-up asked for); null otherwise. */
  notedAmount: Type.Union([Type.Integer(), Type.Null()]),
  balanceAfter: Type.Integer({ minimum: 0 }),
  at: Type.String({ format: 'date-time' }),
  /** The order or top-up it belongs to, and where to see it. */
  subject: Type.Union([
    Type.Object({ type: Type.String(), id: Type.String(), text: Type.String(), link: Type.String() }),
    Type.Null(),
  ]),
})
export type StatementLine = Static<typeof StatementLine>

/** `GET /api/private/wallet/statement?page=`: newest first, a page at a time, with the balance it ends at. */
export const StatementQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type StatementQuery = Static<typeof StatementQuery>
export const Statement = Type.Object({
  data: Type.Array(StatementLine),
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
  /** The balance now, read with the lines: always the newest line's `balanceAfter`. */
  balance: Type.Integer({ minimum: 0 }),
})
export type Statement = Static<typeof Statement>
