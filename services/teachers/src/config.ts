import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'teachers', port: 4104 } as const

/** Settings of the teachers service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

type TeachersSettings = Static<typeof settings>

declare module '@unikit/service-kit' {
  interface ServiceConfig extends TeachersSettings {}
}
