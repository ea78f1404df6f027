import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'orders', port: 4102 } as const

/** Settings of the orders service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

/** `app.config` in this service: the kit's settings and these. */
export type OrdersConfig = BaseConfig & Static<typeof settings>
