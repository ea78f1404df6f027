import type { BaseConfig } from '@unikit/service-kit'
import type { Static } from 'typebox'
import { Type } from 'typebox'

export const service = { name: 'teachers', port: 4104, extensions: ['pg_trgm'] } as const

/** Settings of the teachers service beyond the kit's (see the kit README); none yet. */
export const settings = Type.Object({})

/** `app.config` in this service: the kit's settings and these. */
export type TeachersConfig = BaseConfig & Static<typeof settings>
