import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'cite', port: 4106 } as const

/** Settings of the cite service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

type CiteSettings = Static<typeof settings>

declare module '@unikit/service-kit' {
  interface ServiceConfig extends CiteSettings {}
}
