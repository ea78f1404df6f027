import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'drive', port: 4103 } as const

/** Settings of the drive service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

type DriveSettings = Static<typeof settings>

declare module '@unikit/service-kit' {
  interface ServiceConfig extends DriveSettings {}
}
