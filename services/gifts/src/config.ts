import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'gifts', port: 4105 } as const

/** Settings of the gifts service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

type GiftsSettings = Static<typeof settings>

declare module '@unikit/service-kit' {
  interface ServiceConfig extends GiftsSettings {}
}
