import { Type } from 'typebox'

/** The answer of a call that only does something: `{ data: 1 }`. */
export const DoneResult = Type.Object({ data: Type.Literal(1) })
