import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'orders', port: 4102 } as const

/** Settings of the orders service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

type OrdersSettings = Static<typeof settings>

declare module '@unikit/service-kit' {
  interface ServiceConfig extends OrdersSettings {}
}
