import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'drive', port: 4103 } as const

/** Settings of the drive service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

/** `app.config` in this service: the kit's settings and these. */
export type DriveConfig = BaseConfig & Static<typeof settings>
